import { rowIdOrNull } from '@/lib/validation/ids';
import { eq } from 'drizzle-orm';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { PreviewFrame } from '@/components/admin/content/preview-frame';
import { ShopPageForm } from '@/components/admin/content/shop-page-form';
import { ShopPageView } from '@/components/pages/shop-page-view';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { getDb } from '@/lib/server/db/client';
import { shopPages } from '@/lib/server/db/schema';
import { shopPagePath, toShopPage } from '@/lib/server/services/pages/shop-pages';
import type { ShopPageDraft } from '@/lib/validation/editorial';
import { editedData, itemFromPath } from '../../_item';

// One of the shop's pages: its editor (title, lead, text) and, under it, the page as the shop would show the draft.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit page' };

type Props = { params: Promise<{ key: string }> };

export default async function EditShopPage({ params }: Props) {
  const { key } = await params;
  await requireStaffPage('content.manage', `/admin/content/pages/${key}`);
  if (!/^\d+$/.test(key)) notFound();
  const item = await itemFromPath<ShopPageDraft>('shop-page', key);
  const [row] = await getDb().select({ slug: shopPages.slug }).from(shopPages).where(eq(shopPages.id, rowIdOrNull(key) ?? 0));
  const data = editedData(item);
  if (!row || !data || !item) notFound();
  const path = shopPagePath(row.slug);
  const preview = toShopPage({ slug: row.slug, ...data, updatedAt: item.draft ? new Date(item.draft.updatedAt) : new Date() });
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <div>
        <h1 className="text-xl font-bold">Page {path}</h1>
        <p className="text-sm text-gray-700">{item.draft ? 'A draft waits: the shop shows the published text until you publish it.' : 'The published text. Saving makes a draft; the shop changes when you publish.'}</p>
      </div>
      <ShopPageForm key={item.draft?.updatedAt ?? 'live'} itemKey={key} initial={data} hasDraft={Boolean(item.draft)} />
      <PreviewFrame label={item.draft ? 'Preview of the draft' : 'The page as published'} href={path}>
        <ShopPageView page={preview} path={path} contents={preview.sections.filter((s) => s.type === 'heading').length > 2} />
      </PreviewFrame>
    </div>
  );
}
