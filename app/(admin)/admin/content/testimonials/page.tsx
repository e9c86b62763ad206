import type { Metadata } from 'next';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { ContentHeader, EditorialTable } from '@/components/admin/content/editorial-table';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listEditorial } from '@/lib/server/services/editorial';

// The Testimonials tab: what customers said, in the home page's order (its first three are shown).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Content: testimonials' };

export default async function ContentTestimonialsPage() {
  await requireStaffPage('content.manage', '/admin/content/testimonials');
  const items = await listEditorial('testimonial');
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <ContentHeader title="Testimonials" lead="What customers said, in order: the home page shows the first three." action={{ href: '/admin/content/testimonials/new', label: 'New testimonial' }} />
      <EditorialTable items={items} basePath="/admin/content/testimonials" caption="Testimonials in their order and whether a draft waits" itemLabel="Who" />
    </div>
  );
}
