import 'server-only';
import { notFound } from '@/lib/server/http/errors';
import { parseOrThrow } from '@/lib/server/http/respond';
import { discardDraft, getDraft, isNewKey, listDrafts, newDraftKey, noDraft, publicationsOf, publishDraft, saveDraft, type DraftView } from '@/lib/server/services/content-drafts';
import { draftKeySchema } from '@/lib/validation/content-shop';
import { bannerKind, homeSectionsKind, offerKind } from './banners';
import { campaignKind } from './campaigns';
import { causeKind } from './causes';
import type { AnyShopContentKind, LiveEntry, PreviewLine } from './kind';
import { footerKind, menusKind, notFoundKind } from './layout';
import { gamePrizesKind } from './prizes';

// The shop's merchandising content (issue 25), every kind through one path: an edit is validated and saved as a
// draft (the storefront keeps showing the live rows), previewed, then published (the kind writes its live rows in
// publishDraft's transaction, which records the publication and the audit entry) or discarded. After a publication
// the kind clears exactly the caches that show it.

export const SHOP_CONTENT_KINDS = {
  banner: bannerKind,
  offer: offerKind,
  'home-sections': homeSectionsKind,
  'header-menus': menusKind,
  footer: footerKind,
  'not-found': notFoundKind,
  campaign: campaignKind,
  'game-prizes': gamePrizesKind,
  'donation-cause': causeKind,
} satisfies Record<string, AnyShopContentKind>;

export type ShopContentKindName = keyof typeof SHOP_CONTENT_KINDS;

export type { LiveEntry, PreviewLine };

export function kindOf(name: string): AnyShopContentKind {
  // Own keys only: "__proto__" or "constructor" from the path must be an unknown kind, not Object's prototype.
  if (!Object.hasOwn(SHOP_CONTENT_KINDS, name)) throw notFound('Content kind');
  return (SHOP_CONTENT_KINDS as Record<string, AnyShopContentKind>)[name]!;
}

function keyOf(kind: AnyShopContentKind, key: string): string {
  const parsed = draftKeySchema.safeParse(key);
  if (!parsed.success) throw notFound(kind.label);
  if (kind.singletonKey !== null ? key !== kind.singletonKey : !(isNewKey(key) || /^\d+$/.test(key))) throw notFound(kind.label);
  return key;
}

const asIs = (data: unknown) => data;

export type KindOverview = { kind: string; label: string; singletonKey: string | null; live: LiveEntry[]; drafts: Array<{ key: string; updatedAt: string; isNew: boolean }> };

/** The kind's live rows and its unpublished drafts (the editor's list). */
export async function kindOverview(name: string): Promise<KindOverview> {
  const kind = kindOf(name);
  const [live, drafts] = await Promise.all([kind.listLive(), listDrafts(kind.kind, asIs)]);
  return { kind: kind.kind, label: kind.label, singletonKey: kind.singletonKey, live, drafts: drafts.map((d) => ({ key: d.key, updatedAt: d.updatedAt, isNew: d.isNew })) };
}

export type EntryView = {
  kind: string;
  key: string;
  live: unknown;
  draft: DraftView<unknown> | null;
  /** The draft's preview (or the live one's when there is no draft). */
  preview: PreviewLine[];
  publications: Array<{ id: number; publishedAt: Date; publishedBy: number | null }>;
};

/** One entry: its live form, its draft, the preview of what would be published, and who published it before. */
export async function entryView(name: string, rawKey: string): Promise<EntryView> {
  const kind = kindOf(name);
  const key = keyOf(kind, rawKey);
  const [live, draft] = await Promise.all([kind.loadLive(key), getDraft(kind.kind, key, asIs)]);
  if (!live && !draft && !isNewKey(key)) throw notFound(kind.label);
  const shown = draft?.data ?? live;
  const parsed = shown ? kind.schema.safeParse(shown) : null;
  const preview = parsed?.success ? await kind.preview(parsed.data) : [];
  const publications = isNewKey(key) ? [] : await publicationsOf(kind.kind, key, 10);
  return { kind: kind.kind, key, live, draft, preview, publications };
}

/**
 * Saves `input` as the draft of `key` ('new' for something not yet published: a new key is made) once it passes the
 * kind's checks (400 with fields otherwise). The storefront is untouched.
 */
export async function saveShopDraft(name: string, rawKey: string, input: unknown): Promise<{ key: string; preview: PreviewLine[]; draft: DraftView<unknown> }> {
  const kind = kindOf(name);
  const key = rawKey === 'new' && kind.singletonKey === null ? newDraftKey() : keyOf(kind, rawKey);
  const form = parseOrThrow(kind.schema, input);
  if (!isNewKey(key) && kind.singletonKey === null && !(await kind.loadLive(key))) throw notFound(kind.label);
  await kind.check?.(form, key);
  const draft = await saveDraft(kind.kind, key, form);
  return { key, preview: await kind.preview(form), draft };
}

/** Publishes the draft of `key`; 409 no_draft when it was published or discarded meanwhile. */
export async function publishShopDraft(name: string, rawKey: string): Promise<{ entityId: string | number; summary: string }> {
  const kind = kindOf(name);
  const key = keyOf(kind, rawKey);
  let form: unknown;
  const applied = await publishDraft(
    kind.kind,
    key,
    // The draft is parsed again: a rule tightened since it was saved is applied now, as a 400 with its fields.
    (data) => (form = parseOrThrow(kind.schema, data)),
    (tx, data, draftKey) => kind.apply(tx, data, draftKey),
  );
  await kind.invalidate(applied, form);
  return { entityId: applied.entityId, summary: applied.summary };
}

/** Throws the draft away (the live version stays); 409 no_draft when there was none. */
export async function discardShopDraft(name: string, rawKey: string): Promise<{ discarded: true }> {
  const kind = kindOf(name);
  const key = keyOf(kind, rawKey);
  if (!(await discardDraft(kind.kind, key))) throw noDraft();
  return { discarded: true };
}
