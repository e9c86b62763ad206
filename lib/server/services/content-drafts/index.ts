import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db/client';
import { contentDrafts, contentPublications, type ContentDraftRow } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { currentAuditActor, recordAudit } from '@/lib/server/services/audit/record';

// Draft, then publish (issue 25: "A change is a draft until published; publishing is recorded"). One mechanism for
// every kind of content (pages, FAQ answers, blog posts, banners, menus, campaigns, prizes, causes, postings…):
// - saving keeps the whole edited thing as JSON under (kind, key); the storefront never reads drafts, so an editor
//   can save half a page and leave it;
// - publishing runs the kind's own `apply` (which validates the data again and writes the live row) in the same
//   transaction that removes the draft, records the publication and writes the audit entry: a publication happens
//   whole or not at all, and two editors pressing Publish at once publish once (the draft row is locked; the second
//   finds no draft and is told so).
// Each kind's service owns its validation, its preview and the caches to clear after a publication.

export type ContentTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DraftView<T> = { kind: string; key: string; data: T; updatedAt: string; updatedBy: number | null; isNew: boolean };

export const NEW_PREFIX = 'new-';

/** A key for something not yet published. */
export const newDraftKey = (): string => `${NEW_PREFIX}${randomUUID()}`;

export const isNewKey = (key: string): boolean => key.startsWith(NEW_PREFIX);

function view<T>(row: ContentDraftRow, parse: (data: unknown) => T): DraftView<T> {
  return { kind: row.kind, key: row.key, data: parse(row.data), updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy, isNew: isNewKey(row.key) };
}

/** Saves (or replaces) the draft of `kind`/`key`. `data` is already validated by the kind's service. */
export async function saveDraft<T>(kind: string, key: string, data: T): Promise<DraftView<T>> {
  const actor = currentAuditActor();
  const [row] = await getDb()
    .insert(contentDrafts)
    .values({ kind, key, data, updatedBy: actor?.userId ?? null })
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.key], set: { data, updatedBy: actor?.userId ?? null, updatedAt: new Date() } })
    .returning();
  return view(row!, (value) => value as T);
}

export async function getDraft<T>(kind: string, key: string, parse: (data: unknown) => T): Promise<DraftView<T> | null> {
  const [row] = await getDb()
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key)));
  return row ? view(row, parse) : null;
}

/** Every draft of `kind`, newest first (a kind has a handful: the list of "unpublished changes"). */
export async function listDrafts<T>(kind: string, parse: (data: unknown) => T): Promise<DraftView<T>[]> {
  const rows = await getDb().select().from(contentDrafts).where(eq(contentDrafts.kind, kind)).orderBy(desc(contentDrafts.updatedAt)).limit(500);
  return rows.map((row) => view(row, parse));
}

/** Throws the draft away; the live row is untouched. False when there was none. */
export async function discardDraft(kind: string, key: string): Promise<boolean> {
  const removed = await getDb()
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key)))
    .returning({ key: contentDrafts.key });
  return removed.length > 0;
}

export const noDraft = () => new ApiError(409, 'There is nothing to publish: this draft was published or discarded.', 'no_draft');

/** What a kind's `apply` reports: the live row's id, and the row before and after (for the audit trail). */
export type Applied = { entityId: string | number; before: unknown; after: unknown; summary: string };

/**
 * Publishes the draft `kind`/`key`: locks it, runs `apply(tx, data, key)` (validate again, write the live row), deletes
 * the draft, records the publication and the audit entry `<kind>.publish`, all in one transaction. 409 no_draft when
 * there is no draft (published by someone else a moment ago, or discarded).
 */
export async function publishDraft<T>(
  kind: string,
  key: string,
  parse: (data: unknown) => T,
  apply: (tx: ContentTx, data: T, key: string) => Promise<Applied>,
): Promise<Applied> {
  const actor = currentAuditActor();
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key)))
      .for('update');
    if (!row) throw noDraft();
    const data = parse(row.data);
    const applied = await apply(tx, data, key);
    await tx.delete(contentDrafts).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key)));
    await tx.insert(contentPublications).values({ kind, entityId: String(applied.entityId), data: row.data, publishedBy: actor?.userId ?? null });
    await recordAudit(tx, { action: `${kind}.publish`, entity: kind, entityId: applied.entityId, summary: applied.summary, before: applied.before, after: applied.after });
    return applied;
  });
}

/** Who published `kind`/`entityId` and when, newest first. */
export async function publicationsOf(kind: string, entityId: string | number, limit = 20) {
  return getDb()
    .select({ id: contentPublications.id, publishedAt: contentPublications.publishedAt, publishedBy: contentPublications.publishedBy })
    .from(contentPublications)
    .where(and(eq(contentPublications.kind, kind), eq(contentPublications.entityId, String(entityId))))
    .orderBy(desc(contentPublications.publishedAt))
    .limit(limit);
}
