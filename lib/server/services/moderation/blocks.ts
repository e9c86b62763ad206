import 'server-only';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { MODERATION_KIND_LABELS, MODERATION_PAGE_SIZE, type ModerationKind } from '@/lib/domain/moderation';
import { getDb } from '@/lib/server/db/client';
import { moderationBlocks, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';

// Blocking an author from one kind: their next post of it is refused with a 403 that says so (gate.ts). One row per
// (author, kind), so blocking twice is one block; unblocking removes it. What they posted before stays as it is:
// staff hide what needs hiding item by item.

export type BlockView = {
  userId: number;
  username: string;
  name: string;
  kind: ModerationKind;
  reason: string;
  blockedBy: string | null;
  createdAt: string;
};

export async function blockAuthor(kind: ModerationKind, userId: number, reason: string, staffId: number): Promise<{ blocked: true; created: boolean }> {
  return getDb().transaction(async (tx) => {
    const [author] = await tx.select({ id: users.id, name: users.name, username: users.username }).from(users).where(eq(users.id, userId));
    if (!author) throw notFound('Author');
    const created = await tx
      .insert(moderationBlocks)
      .values({ userId, kind, reason, blockedBy: staffId })
      .onConflictDoNothing()
      .returning({ userId: moderationBlocks.userId });
    if (created.length > 0) {
      await recordAudit(tx, {
        action: 'moderation-block.create',
        entity: 'moderation-block',
        entityId: `${userId}:${kind}`,
        summary: `Blocked @${author.username} from posting ${MODERATION_KIND_LABELS[kind].many.toLowerCase()}: ${reason}`,
        before: null,
        after: { userId, kind, reason },
      });
    }
    return { blocked: true as const, created: created.length > 0 };
  });
}

export async function unblockAuthor(kind: ModerationKind, userId: number): Promise<{ unblocked: boolean }> {
  return getDb().transaction(async (tx) => {
    const [removed] = await tx
      .delete(moderationBlocks)
      .where(and(eq(moderationBlocks.userId, userId), eq(moderationBlocks.kind, kind)))
      .returning();
    if (!removed) throw notFound('Block');
    const [author] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
    await recordAudit(tx, {
      action: 'moderation-block.delete',
      entity: 'moderation-block',
      entityId: `${userId}:${kind}`,
      summary: `Unblocked @${author?.username ?? userId} from posting ${MODERATION_KIND_LABELS[kind].many.toLowerCase()}`,
      before: { userId, kind, reason: removed.reason },
      after: null,
    });
    return { unblocked: true };
  });
}

/** The cursor of a page of blocks: the last row's (created_at, user, kind), newest first. */
export type BlockCursor = { at: string; userId: number; kind: string };

export const encodeBlockCursor = (c: BlockCursor): string => Buffer.from(JSON.stringify(c)).toString('base64url');
export function decodeBlockCursor(value: string | undefined): BlockCursor | null {
  if (!value) return null;
  try {
    const c = JSON.parse(Buffer.from(value, 'base64url').toString()) as BlockCursor;
    return typeof c.at === 'string' && Number.isInteger(c.userId) && typeof c.kind === 'string' && !Number.isNaN(Date.parse(c.at)) ? c : null;
  } catch {
    return null;
  }
}

/** Blocks, newest first, a page at a time (moderation_blocks_newest_idx, keyset). */
export async function listBlocks(cursor: BlockCursor | null): Promise<{ blocks: BlockView[]; next: string | null }> {
  const blocker = sql<string | null>`(select name from users b where b.id = ${moderationBlocks.blockedBy})`;
  // The cursor keeps the time to the microsecond (a JavaScript Date would cut it to the millisecond and skip rows).
  const at = cursor ? sql`${cursor.at}::timestamptz` : null;
  const after =
    cursor && at
      ? or(
          sql`${moderationBlocks.createdAt} < ${at}`,
          and(sql`${moderationBlocks.createdAt} = ${at}`, lt(moderationBlocks.userId, cursor.userId)),
          and(sql`${moderationBlocks.createdAt} = ${at}`, eq(moderationBlocks.userId, cursor.userId), lt(moderationBlocks.kind, cursor.kind)),
        )
      : undefined;
  const rows = await getDb()
    .select({
      block: moderationBlocks,
      at: sql<string>`to_char(${moderationBlocks.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      username: users.username,
      name: users.name,
      blockedBy: blocker,
    })
    .from(moderationBlocks)
    .innerJoin(users, eq(users.id, moderationBlocks.userId))
    .where(after)
    .orderBy(desc(moderationBlocks.createdAt), desc(moderationBlocks.userId), desc(moderationBlocks.kind))
    .limit(MODERATION_PAGE_SIZE + 1);
  const page = rows.slice(0, MODERATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    blocks: page.map((r) => ({
      userId: r.block.userId,
      username: r.username,
      name: r.name,
      kind: r.block.kind as ModerationKind,
      reason: r.block.reason,
      blockedBy: r.blockedBy,
      createdAt: r.block.createdAt.toISOString(),
    })),
    next: rows.length > MODERATION_PAGE_SIZE && last ? encodeBlockCursor({ at: last.at, userId: last.block.userId, kind: last.block.kind }) : null,
  };
}
