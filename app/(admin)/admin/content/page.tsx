import type { Metadata } from 'next';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { ContentHeader, EditorialTable } from '@/components/admin/content/editorial-table';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listEditorial } from '@/lib/server/services/editorial';

// /admin/content (issue 25): the shop's written content, one tab per kind; this first tab is the shop's own pages
// (about, terms, privacy, refund, sell-at-ug, contact). An edit is a draft until published.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Content: pages' };

export default async function ContentPagesPage() {
  await requireStaffPage('content.manage', '/admin/content');
  const items = await listEditorial('shop-page');
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <ContentHeader title="Shop pages" lead="About, terms, privacy, refund, selling and contact pages. An edit is a draft until you publish it: the shop shows the published text." />
      <EditorialTable items={items} basePath="/admin/content/pages" caption="The shop’s pages, where they stand and whether a draft waits" itemLabel="Page" />
    </div>
  );
}
