import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { shopPages } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { invalidateShopPages } from '@/lib/server/services/content/invalidate';
import { assertKnownTokens, shopPagePath } from '@/lib/server/services/pages/shop-pages';
import { shopPageDraftSchema, type ShopPageDraft } from '@/lib/validation/editorial';
import { draftKeyId, type KindDef } from './types';

// The shop's own pages (about, terms, privacy, refund, sell-at-ug, contact): a fixed set, each edited, none added
// (their routes are the shop's). Readers get them through getShopPage under the 'content' tag.

const toDraft = (row: typeof shopPages.$inferSelect): ShopPageDraft => ({ title: row.title, summary: row.summary, body: row.body });

export const shopPageKind: KindDef<ShopPageDraft> = {
  kind: 'shop-page',
  noun: 'page',
  schema: shopPageDraftSchema,
  canCreate: false,
  async live(id) {
    const [row] = await getDb().select().from(shopPages).where(eq(shopPages.id, id));
    return row ? toDraft(row) : null;
  },
  async check(data) {
    assertKnownTokens({ summary: data.summary, body: data.body });
  },
  async apply(tx, data, key) {
    const id = draftKeyId(key) ?? 0;
    const [before] = await tx.select().from(shopPages).where(eq(shopPages.id, id)).for('update');
    if (!before) throw notFound('Page');
    await tx.update(shopPages).set({ title: data.title, summary: data.summary, body: data.body, updatedAt: new Date() }).where(eq(shopPages.id, id));
    return { entityId: id, before: toDraft(before), after: data, summary: `Page ${shopPagePath(before.slug)} published: ${data.title}` };
  },
  invalidate: invalidateShopPages,
  async list(drafts) {
    const rows = await getDb().select().from(shopPages).orderBy(asc(shopPages.id)).limit(100);
    return rows.map((row) => ({
      key: String(row.id),
      title: drafts.get(String(row.id))?.data.title ?? row.title,
      detail: shopPagePath(row.slug),
      state: 'live',
      url: shopPagePath(row.slug),
      hasDraft: drafts.has(String(row.id)),
      draftUpdatedAt: drafts.get(String(row.id))?.updatedAt ?? null,
    }));
  },
  titleOf: (data) => data.title,
};
