import type { Metadata } from 'next';
import { TestimonialsRow } from '@/app/(shop)/home-sections';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { PreviewFrame } from '@/components/admin/content/preview-frame';
import { TestimonialForm } from '@/components/admin/content/testimonial-form';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { drawnAvatar } from '@/lib/server/services/editorial/testimonial';
import type { TestimonialDraft } from '@/lib/validation/editorial';
import { editedData, itemFromPath } from '../../_item';

// One testimonial (or a new one at /admin/content/testimonials/new): the editor and its card as the home page shows it.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit testimonial' };

export default async function EditTestimonialPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  await requireStaffPage('content.manage', `/admin/content/testimonials/${key}`);
  const item = await itemFromPath<TestimonialDraft>('testimonial', key);
  const data = editedData(item) ?? { name: '', location: '', message: '', rating: 5, avatar: null, position: 0, remove: false };
  const draft = item?.draft?.data;
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <div>
        <h1 className="text-xl font-bold">{item ? `Testimonial: ${data.name}` : 'New testimonial'}</h1>
        <p className="text-sm text-gray-700">{item?.draft ? 'A draft waits: the home page shows the published one until you publish it.' : 'Saving makes a draft; the home page changes when you publish.'}</p>
      </div>
      <TestimonialForm key={item?.draft?.updatedAt ?? 'live'} itemKey={item ? key : null} initial={data} hasDraft={Boolean(item?.draft)} canRemove={Boolean(item?.live)} />
      {draft && !draft.remove ? (
        <PreviewFrame label="Preview of the card" href="/">
          <div className="px-4">
            <TestimonialsRow testimonials={[{ id: 0, name: draft.name, location: draft.location, message: draft.message, rating: draft.rating, avatar: draft.avatar ?? drawnAvatar(draft.name) }]} />
          </div>
        </PreviewFrame>
      ) : null}
    </div>
  );
}
