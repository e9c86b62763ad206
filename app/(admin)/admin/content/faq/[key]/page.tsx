import { rowIdOrNull } from '@/lib/validation/ids';
import { asc } from 'drizzle-orm';
import type { Metadata } from 'next';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { FaqForm } from '@/components/admin/content/faq-form';
import { PreviewFrame } from '@/components/admin/content/preview-frame';
import { FaqList } from '@/components/pages/faq-list';
import type { FaqGroup } from '@/lib/domain/pages-types';
import { parseRichText } from '@/lib/domain/rich-text';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { getDb } from '@/lib/server/db/client';
import { faqGroups } from '@/lib/server/db/schema';
import { fillPageText, loadFaq } from '@/lib/server/services/pages/shop-pages';
import type { FaqDraft } from '@/lib/validation/editorial';
import { editedData, itemFromPath } from '../../_item';

// One FAQ answer (or a new one at /admin/content/faq/new): its editor, and /faq as it would read with this draft in it.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit FAQ answer' };

type Props = { params: Promise<{ key: string }> };

/** The FAQ as published, with the draft put where publishing would put it (or taken out, for a removal). */
function withDraft(faq: FaqGroup[], topics: Array<{ id: number; slug: string; title: string }>, key: string, draft: FaqDraft): FaqGroup[] {
  const id = rowIdOrNull(key) ?? -1;
  const groups = topics.map((t) => ({ slug: t.slug, title: t.title, items: (faq.find((g) => g.slug === t.slug)?.items ?? []).filter((i) => i.id !== id) }));
  if (!draft.remove) {
    const topic = topics.find((t) => t.id === draft.groupId);
    const answer = fillPageText(draft.answer);
    groups.find((g) => g.slug === topic?.slug)?.items.push({ id, question: draft.question, answer, sections: parseRichText(answer) });
  }
  return groups.filter((g) => g.items.length > 0);
}

export default async function EditFaqPage({ params }: Props) {
  const { key } = await params;
  await requireStaffPage('content.manage', `/admin/content/faq/${key}`);
  const item = await itemFromPath<FaqDraft>('faq', key);
  const [topics, faq] = await Promise.all([getDb().select().from(faqGroups).orderBy(asc(faqGroups.position), asc(faqGroups.id)).limit(100), loadFaq()]);
  const data = editedData(item) ?? { groupId: topics[0]?.id ?? 0, question: '', answer: '', position: 0, remove: false };
  const preview = item?.draft ? withDraft(faq, topics, key, item.draft.data) : null;
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <div>
        <h1 className="text-xl font-bold">{item ? `FAQ: ${data.question}` : 'New FAQ answer'}</h1>
        <p className="text-sm text-gray-700">
          {item?.draft ? 'A draft waits: /faq shows the published answers until you publish it.' : 'Saving makes a draft; /faq changes when you publish.'}
        </p>
      </div>
      <FaqForm
        key={item?.draft?.updatedAt ?? 'live'}
        itemKey={item ? key : null}
        initial={data}
        hasDraft={Boolean(item?.draft)}
        canRemove={Boolean(item?.live)}
        topics={topics.map((t) => ({ value: String(t.id), label: t.title }))}
      />
      {preview ? (
        <PreviewFrame label="Preview: /faq with this draft" href="/faq">
          <div className="px-4 pb-4">
            <FaqList groups={preview} />
          </div>
        </PreviewFrame>
      ) : null}
    </div>
  );
}
