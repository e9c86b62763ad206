import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { SUSPICION } from '@/lib/domain/contests';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, contestVoteFlags, contestVotes, users } from '@/lib/server/db/schema';
import { UNKNOWN_CLIENT } from '@/lib/server/http/client';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';

// Suspicious voting, for staff review (never acted on by itself: a family voting from one home Wi-Fi is normal).
// Two patterns, checked after each counted vote with bounded queries (LIMIT at the threshold, index range scans):
// - same-hour-accounts: on one entry, within the window, votes from accounts created in the same clock hour. Only
//   checked when the voter's own account is young (a burst of fresh accounts is what a vote farm looks like);
// - shared-address: in one contest, within the window, many different voters from one client address.
// Invalidating a flag marks its votes invalid and takes them off the entries' published counts in one transaction.

const HOUR_MS = 60 * 60 * 1000;
/** Accounts older than this are not checked for the same-hour burst. */
const YOUNG_ACCOUNT_MS = 7 * 24 * HOUR_MS;

type VoteFacts = { contestId: number; entryId: number; address: string; voterCreatedAt: Date; now: Date };

async function raise(flag: { contestId: number; entryId: number | null; kind: string; key: string; detail: string }) {
  // The unique index is on an expression (coalesce(entry_id, 0)), which the query builder's upsert cannot name.
  // A pattern seen again after staff acted on it is open again (new votes); a dismissed one stays dismissed.
  await getDb().execute(sql`
    insert into contest_vote_flags (contest_id, entry_id, kind, key, detail)
    values (${flag.contestId}, ${flag.entryId}, ${flag.kind}, ${flag.key}, ${flag.detail})
    on conflict (contest_id, kind, key, coalesce(entry_id, 0))
    do update set detail = excluded.detail, updated_at = now(),
      status = case when contest_vote_flags.status = 'dismissed' then 'dismissed' else 'open' end`);
}

export async function checkSuspiciousVoting(f: VoteFacts): Promise<void> {
  const db = getDb();
  if (f.now.getTime() - f.voterCreatedAt.getTime() < YOUNG_ACCOUNT_MS) {
    const hour = new Date(Math.floor(f.voterCreatedAt.getTime() / HOUR_MS) * HOUR_MS);
    const { votes, windowMinutes } = SUSPICION.sameHourAccounts;
    const since = new Date(f.now.getTime() - windowMinutes * 60_000);
    const rows = await db
      .select({ id: contestVotes.id })
      .from(contestVotes)
      .innerJoin(users, eq(users.id, contestVotes.voterId))
      .where(
        and(
          eq(contestVotes.entryId, f.entryId),
          gte(contestVotes.createdAt, since),
          isNull(contestVotes.invalidatedAt),
          gte(users.createdAt, hour),
          lt(users.createdAt, new Date(hour.getTime() + HOUR_MS)),
        ),
      )
      .limit(votes);
    if (rows.length >= votes) {
      const when = formatKathmanduDate(hour, 'd MMM, HH:mm');
      await raise({ contestId: f.contestId, entryId: f.entryId, kind: 'same-hour-accounts', key: hour.toISOString(), detail: `${votes}+ votes within ${windowMinutes} minutes from accounts created ${when} (Nepal time)` });
    }
  }
  if (f.address !== UNKNOWN_CLIENT) {
    const { voters, windowMinutes } = SUSPICION.sharedAddress;
    const since = new Date(f.now.getTime() - windowMinutes * 60_000);
    const rows = await db
      .selectDistinct({ voterId: contestVotes.voterId })
      .from(contestVotes)
      .where(and(eq(contestVotes.contestId, f.contestId), eq(contestVotes.address, f.address), gte(contestVotes.createdAt, since)))
      .limit(voters);
    if (rows.length >= voters) {
      await raise({ contestId: f.contestId, entryId: null, kind: 'shared-address', key: f.address, detail: `${voters}+ different voters from one address within ${windowMinutes / 60} hours` });
    }
  }
}

export type VoteFlagView = {
  id: number;
  contest: { id: number; slug: string; title: string };
  entryId: number | null;
  kind: string;
  key: string;
  detail: string;
  status: string;
  votesInvalidated: number;
  createdAt: string;
  updatedAt: string;
};

const FLAGS_PER_PAGE = 50;

/** The staff queue: flags in one status, oldest first. */
export async function listVoteFlags(status: 'open' | 'invalidated' | 'dismissed', page: number): Promise<VoteFlagView[]> {
  const rows = await getDb()
    .select({ flag: contestVoteFlags, slug: contests.slug, title: contests.title })
    .from(contestVoteFlags)
    .innerJoin(contests, eq(contests.id, contestVoteFlags.contestId))
    .where(eq(contestVoteFlags.status, status))
    .orderBy(asc(contestVoteFlags.createdAt), asc(contestVoteFlags.id))
    .limit(FLAGS_PER_PAGE)
    .offset((page - 1) * FLAGS_PER_PAGE);
  return rows.map(({ flag, slug, title }) => ({
    id: flag.id,
    contest: { id: flag.contestId, slug, title },
    entryId: flag.entryId,
    kind: flag.kind,
    key: flag.key,
    detail: flag.detail,
    status: flag.status,
    votesInvalidated: flag.votesInvalidated,
    createdAt: flag.createdAt.toISOString(),
    updatedAt: flag.updatedAt.toISOString(),
  }));
}

/**
 * Staff decide on a flag: 'invalidate' marks every still-valid vote of its pattern invalid and subtracts them from the
 * entries' vote counts (same transaction, the flag row locked so two reviewers never subtract twice); 'dismiss'
 * leaves the votes. Answers how many votes were taken off.
 */
export async function reviewVoteFlag(flagId: number, staffId: number, action: 'invalidate' | 'dismiss'): Promise<{ id: number; status: string; votesInvalidated: number }> {
  return getDb().transaction(async (tx) => {
    const [flag] = await tx.select().from(contestVoteFlags).where(eq(contestVoteFlags.id, flagId)).for('update');
    if (!flag) throw notFound('Vote flag');
    if (flag.status !== 'open') throw new ApiError(409, 'This flag has already been reviewed.', 'already_reviewed');
    let removed = 0;
    if (action === 'invalidate') {
      const pattern =
        flag.kind === 'shared-address'
          ? and(eq(contestVotes.contestId, flag.contestId), eq(contestVotes.address, flag.key))
          : and(
              eq(contestVotes.entryId, flag.entryId ?? 0),
              inArray(
                contestVotes.voterId,
                tx
                  .select({ id: users.id })
                  .from(users)
                  .where(and(gte(users.createdAt, new Date(flag.key)), lt(users.createdAt, new Date(Date.parse(flag.key) + HOUR_MS)))),
              ),
            );
      const votes = await tx
        .update(contestVotes)
        .set({ invalidatedAt: sql`now()` })
        .where(and(pattern, isNull(contestVotes.invalidatedAt)))
        .returning({ entryId: contestVotes.entryId });
      const perEntry = new Map<number, number>();
      for (const v of votes) perEntry.set(v.entryId, (perEntry.get(v.entryId) ?? 0) + 1);
      for (const [entryId, n] of [...perEntry].sort((a, b) => a[0] - b[0])) {
        await tx
          .update(contestEntries)
          .set({ voteCount: sql`greatest(${contestEntries.voteCount} - ${n}, 0)` })
          .where(eq(contestEntries.id, entryId));
      }
      removed = votes.length;
    }
    const status = action === 'invalidate' ? 'invalidated' : 'dismissed';
    await tx
      .update(contestVoteFlags)
      .set({ status, votesInvalidated: removed, reviewedBy: staffId, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(contestVoteFlags.id, flagId));
    // In the back office's trail (a no-op outside a staff action's scope).
    await recordAudit(tx, {
      action: `vote-flag.${action}`,
      entity: 'vote-flag',
      entityId: flagId,
      summary: `${action === 'invalidate' ? `Invalidated ${removed} ${removed === 1 ? 'vote' : 'votes'}` : 'Dismissed'}: ${flag.detail}`,
      before: { id: flagId, status: flag.status, votesInvalidated: flag.votesInvalidated },
      after: { id: flagId, status, votesInvalidated: removed },
    });
    return { id: flagId, status, votesInvalidated: removed };
  });
}
