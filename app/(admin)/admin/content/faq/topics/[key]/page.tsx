import type { Metadata } from 'next';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { FaqGroupForm } from '@/components/admin/content/faq-group-form';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import type { FaqGroupDraft } from '@/lib/validation/editorial';
import { editedData, itemFromPath } from '../../../_item';

// One FAQ topic (or a new one at /admin/content/faq/topics/new). A topic shows on /faq once it has an answer.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit FAQ topic' };

export default async function EditFaqTopicPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  await requireStaffPage('content.manage', `/admin/content/faq/topics/${key}`);
  const item = await itemFromPath<FaqGroupDraft>('faq-group', key);
  const data = editedData(item) ?? { title: '', position: 0 };
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <div>
        <h1 className="text-xl font-bold">{item ? `FAQ topic: ${data.title}` : 'New FAQ topic'}</h1>
        <p className="text-sm text-gray-700">A topic appears on /faq once it has a published answer.</p>
      </div>
      <FaqGroupForm key={item?.draft?.updatedAt ?? 'live'} itemKey={item ? key : null} initial={data} hasDraft={Boolean(item?.draft)} />
    </div>
  );
}
