import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { ContentHeader, EditorialTable } from '@/components/admin/content/editorial-table';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listEditorial } from '@/lib/server/services/editorial';

// The FAQ tab: its topics in their order, and every answer under its topic. New answers and topics, and every edit,
// are drafts until published; /faq shows only published ones.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Content: FAQ' };

export default async function ContentFaqPage() {
  await requireStaffPage('content.manage', '/admin/content/faq');
  const [topics, answers] = await Promise.all([listEditorial('faq-group'), listEditorial('faq')]);
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <ContentHeader title="FAQ" lead="The questions on /faq, by topic, in their order (lower numbers first)." action={{ href: '/admin/content/faq/new', label: 'New answer' }} />
      <section aria-labelledby="faq-answers" className="space-y-2">
        <h2 id="faq-answers" className="text-base font-bold">
          Questions and answers
        </h2>
        <EditorialTable items={answers} basePath="/admin/content/faq" caption="FAQ answers by topic, where they stand and whether a draft waits" itemLabel="Question" />
      </section>
      <section aria-labelledby="faq-topics" className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 id="faq-topics" className="text-base font-bold">
            Topics
          </h2>
          <Link href="/admin/content/faq/topics/new" className="text-sm font-semibold text-brand-800 underline">
            New topic
          </Link>
        </div>
        <EditorialTable items={topics} basePath="/admin/content/faq/topics" caption="FAQ topics in their order" itemLabel="Topic" />
      </section>
    </div>
  );
}
