import type { Metadata } from 'next';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { ContentHeader, EditorialTable } from '@/components/admin/content/editorial-table';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listEditorial } from '@/lib/server/services/editorial';

// The Careers tab: the shop's own postings on /careers (a business's vacancies are its owner's), latest closing first.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Content: careers' };

export default async function ContentCareersPage() {
  await requireStaffPage('content.manage', '/admin/content/careers');
  const items = await listEditorial('job-posting');
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <ContentHeader title="Careers" lead="The shop’s own postings on /careers. A posting takes applications between its opening and closing times (Kathmandu)." action={{ href: '/admin/content/careers/new', label: 'New posting' }} />
      <EditorialTable items={items} basePath="/admin/content/careers" caption="Careers postings, where they stand and whether a draft waits" itemLabel="Posting" />
    </div>
  );
}
