import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { CANNED_REPLIES_MAX } from '@/lib/domain/support-inbox';
import { getDb } from '@/lib/server/db/client';
import { cannedReplies, type CannedReplyRow } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import type { CannedReplyInput } from '@/lib/validation/support-inbox';

// Canned replies: the shop's short list of ready answers (at most CANNED_REPLIES_MAX), inserted into the reply box
// and edited there before sending. Titles are unique regardless of case (canned_replies_title_uq), which is also what
// makes two people saving the same new reply at once end with one.

export type CannedReply = { id: number; title: string; body: string; updatedAt: string };

const view = (row: CannedReplyRow): CannedReply => ({ id: row.id, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() });

const TITLE_TAKEN = 'A canned reply already has this title.';
const titleTaken = () => new ApiError(409, TITLE_TAKEN, 'title_taken', { title: TITLE_TAKEN });

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

export async function listCannedReplies(): Promise<CannedReply[]> {
  const rows = await getDb().select().from(cannedReplies).orderBy(asc(sql`lower(${cannedReplies.title})`), asc(cannedReplies.id)).limit(CANNED_REPLIES_MAX);
  return rows.map(view);
}

export async function createCannedReply(input: CannedReplyInput): Promise<CannedReply> {
  try {
    return await getDb().transaction(async (tx) => {
      // One list, kept short: its size is checked under a lock so two saves at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('canned_replies'))`);
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(cannedReplies);
      if ((count?.n ?? 0) >= CANNED_REPLIES_MAX) {
        throw new ApiError(409, `Keep the list to ${CANNED_REPLIES_MAX} replies: delete one you no longer use first.`, 'too_many');
      }
      const [row] = await tx.insert(cannedReplies).values({ title: input.title, body: input.body }).returning();
      await recordAudit(tx, { action: 'canned_reply.create', entity: 'canned_reply', entityId: row!.id, summary: `Added the canned reply “${row!.title}”`, after: view(row!) });
      return view(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}

export async function updateCannedReply(id: number, input: Partial<CannedReplyInput>): Promise<CannedReply> {
  try {
    return await getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(cannedReplies).where(eq(cannedReplies.id, id)).for('update');
      if (!before) throw notFound('Canned reply');
      const [row] = await tx
        .update(cannedReplies)
        .set({ ...(input.title !== undefined ? { title: input.title } : {}), ...(input.body !== undefined ? { body: input.body } : {}), updatedAt: new Date() })
        .where(eq(cannedReplies.id, id))
        .returning();
      await recordAudit(tx, {
        action: 'canned_reply.update',
        entity: 'canned_reply',
        entityId: id,
        summary: `Edited the canned reply “${row!.title}”`,
        before: { title: before.title, body: before.body },
        after: { title: row!.title, body: row!.body },
      });
      return view(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}

export async function deleteCannedReply(id: number): Promise<{ id: number }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning();
    if (!row) throw notFound('Canned reply');
    await recordAudit(tx, { action: 'canned_reply.delete', entity: 'canned_reply', entityId: id, summary: `Deleted the canned reply “${row.title}”`, before: view(row) });
    return { id };
  });
}
