import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { discardDraft, getDraft, isNewKey, listDrafts, newDraftKey, noDraft, publishDraft, saveDraft, type DraftView } from '@/lib/server/services/content-drafts';
import { parseOrThrow } from '@/lib/server/http/respond';
import type { EditorialKind } from '@/lib/validation/editorial';
import { blogPostKind } from './blog-post';
import { faqGroupKind, faqKind } from './faq';
import { jobPostingKind } from './job-posting';
import { shopPageKind } from './shop-page';
import { testimonialKind } from './testimonial';
import { draftKeyId, type EditorialListItem, type KindDef } from './types';

// The back office's written content (issue 25): the shop's pages, the FAQ, blog posts, careers postings and
// testimonials, each edited the same way: an edit is a draft (content-drafts; the storefront keeps showing the live
// row) → preview → publish (the live row written, the publication recorded, the caches that show it cleared) or
// discard. Each kind's own rules live in its module (./shop-page.ts …); this is the part they share.

/* eslint-disable @typescript-eslint/no-explicit-any -- one registry of differently typed kinds; each is typed in its module */
const KINDS: Record<EditorialKind, KindDef<any>> = {
  'shop-page': shopPageKind,
  'faq-group': faqGroupKind,
  faq: faqKind,
  'blog-post': blogPostKind,
  'job-posting': jobPostingKind,
  testimonial: testimonialKind,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export function kindOf(kind: EditorialKind): KindDef<unknown> {
  return KINDS[kind] as KindDef<unknown>;
}

/** What an editor opens: the live version (null for something never published) and the draft, if any. */
export type EditorialItem<T = unknown> = { kind: EditorialKind; key: string; live: T | null; draft: DraftView<T> | null };

/** The data a draft was saved with, trusted as saved (it was parsed on the way in; publishing parses it again). */
const asSaved = <T>(data: unknown) => data as T;

/** The live version and the draft of `kind`/`key`; 404 when neither exists. */
export async function editorialItem<T = unknown>(kind: EditorialKind, key: string): Promise<EditorialItem<T>> {
  const def = KINDS[kind] as KindDef<T>;
  const id = draftKeyId(key);
  const [live, draft] = await Promise.all([id === null ? Promise.resolve(null) : def.live(id), getDraft<T>(kind, key, asSaved)]);
  if (live === null && draft === null) throw notFound(capitalised(def.noun));
  return { kind, key, live, draft };
}

/** The tab's list: live items and new drafts, each with whether a draft waits. */
export async function listEditorial(kind: EditorialKind): Promise<EditorialListItem[]> {
  const def = KINDS[kind];
  const drafts = await listDrafts<unknown>(kind, asSaved);
  const byKey = new Map(drafts.map((d) => [d.key, { updatedAt: d.updatedAt, data: d.data }]));
  const live = await def.list(byKey);
  const fresh = drafts
    .filter((d) => isNewKey(d.key))
    .map(
      (d): EditorialListItem => ({ key: d.key, title: def.titleOf(d.data), detail: 'Not yet published', state: 'new', url: null, hasDraft: true, draftUpdatedAt: d.updatedAt }),
    );
  return [...fresh, ...live];
}

/**
 * Keeps `data` (already parsed by the kind's schema) as the draft of `key`, or of a new item when `key` is null (its
 * key is made here). The storefront does not change. 404 for an item that does not exist.
 */
export async function saveEditorialDraft<T>(kind: EditorialKind, key: string | null, data: T): Promise<DraftView<T> & { title: string }> {
  const def = KINDS[kind] as KindDef<T>;
  let target: string;
  if (key === null) {
    if (!def.canCreate) throw new ApiError(405, `A new ${def.noun} cannot be added here: edit one of the existing ones.`, 'not_creatable');
    target = newDraftKey();
  } else {
    const id = draftKeyId(key);
    const exists = id !== null ? (await def.live(id)) !== null : (await getDraft(kind, key, asSaved)) !== null;
    if (!exists) throw notFound(capitalised(def.noun));
    target = key;
  }
  await def.check?.(data, target);
  const saved = await saveDraft<T>(kind, target, data);
  const title = def.titleOf(data);
  await recordAudit(getDb(), { action: `${kind}.draft`, entity: kind, entityId: target, summary: `Draft saved: ${title}`, before: null, after: data });
  return { ...saved, title };
}

/**
 * Publishes the draft of `kind`/`key`: the kind's schema parses (and sanitises) it again, its `apply` writes the live
 * row, the publication and the audit entry are recorded (publishDraft), then the caches that show it are cleared.
 * 409 no_draft when there is nothing to publish (published or discarded a moment ago).
 */
export async function publishEditorial(kind: EditorialKind, key: string): Promise<{ kind: EditorialKind; key: string; id: string; summary: string }> {
  const def = KINDS[kind];
  const draft = await getDraft<unknown>(kind, key, asSaved);
  if (!draft) throw noDraft();
  // Checks against other rows run before the transaction (they read through the pool); the unique indexes decide
  // a race between two publications inside it.
  const data = parseOrThrow(def.schema, draft.data);
  await def.check?.(data, key);
  const applied = await publishDraft(kind, key, (raw) => parseOrThrow(def.schema, raw), def.apply);
  def.invalidate();
  return { kind, key, id: String(applied.entityId), summary: applied.summary };
}

/** Throws the draft away; the live version is untouched. 409 no_draft when there was none. */
export async function discardEditorial(kind: EditorialKind, key: string): Promise<{ kind: EditorialKind; key: string; discarded: true }> {
  const def = KINDS[kind];
  const draft = await getDraft<unknown>(kind, key, asSaved);
  if (!draft || !(await discardDraft(kind, key))) throw noDraft();
  await recordAudit(getDb(), { action: `${kind}.discard`, entity: kind, entityId: key, summary: `Draft discarded: ${def.titleOf(draft.data)}`, before: draft.data, after: null });
  return { kind, key, discarded: true };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type { EditorialListItem } from './types';
