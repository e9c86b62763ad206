import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CONTEST_MESSAGES, CONTESTANTS_PER_PAGE, contestStage, type EntryStatus } from '@/lib/domain/contests';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { can } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, users, type ContestPrize, type ContestPromotion, type ContestRow } from '@/lib/server/db/schema';
import { ApiError, badRequest, notFound } from '@/lib/server/http/errors';
import { bannerPath } from '@/lib/server/media/urls';
import { ownUpload } from '@/lib/server/uploads/store';
import { uploadUrl } from '@/lib/validation/upload';
import { invalidatePersonById } from '@/lib/server/services/people/invalidate';
import { refreshContestPages } from './invalidate';
import type { ContestInfo, OwnEntry } from './types';
import { entryColumns, toContestInfo, toOwnEntry } from './views';

// A person's own contests (the dashboard API, /profile/contests): create, edit, moderate entries, close voting, pick
// winners. Every call finds the contest by (id, owner): someone else's contest is a 404, never a 403.

export type ContestInput = {
  slug: string;
  title: string;
  summary: string;
  rules: string;
  prizes: ContestPrize[];
  promotions: ContestPromotion[];
  bannerUploadId?: string | null | undefined;
  entryKind: 'photo' | 'text';
  entryApproval: boolean;
  voteRule: 'daily' | 'once';
  maxEntriesPerPerson: number;
  entriesOpenAt: Date;
  votingOpensAt: Date;
  votingClosesAt: Date;
  winnersDueAt: Date;
};

export async function requireOwnContest(ownerId: number, id: number): Promise<ContestRow> {
  const [row] = await getDb().select().from(contests).where(and(eq(contests.id, id), eq(contests.ownerId, ownerId))).limit(1);
  if (!row) throw notFound('Contest');
  return row;
}

const slugTaken = () => new ApiError(409, CONTEST_MESSAGES.slugTaken, 'slug_taken', { slug: CONTEST_MESSAGES.slugTaken });

function isUniqueViolation(error: unknown): boolean {
  for (let e = error, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) if ((e as { code?: string }).code === '23505') return true;
  return false;
}

async function bannerFor(ownerId: number, input: ContestInput, current: string | null): Promise<string> {
  if (input.bannerUploadId) {
    if (!(await ownUpload(input.bannerUploadId, ownerId, 'contest-banner'))) {
      throw badRequest('We could not find that banner. Please upload it again.', { bannerUploadId: 'We could not find that banner. Please upload it again.' });
    }
    return uploadUrl(input.bannerUploadId);
  }
  return current ?? bannerPath('hero', 'trophy', 'saffron', input.title.slice(0, 40), 'A contest on Upahar Ghar');
}

const fields = (input: ContestInput) => ({
  slug: input.slug,
  title: input.title,
  summary: input.summary,
  rules: input.rules,
  prizes: input.prizes,
  promotions: input.promotions,
  entryKind: input.entryKind,
  entryApproval: input.entryApproval,
  voteRule: input.voteRule,
  maxEntriesPerPerson: input.maxEntriesPerPerson,
  entriesOpenAt: input.entriesOpenAt,
  votingOpensAt: input.votingOpensAt,
  votingClosesAt: input.votingClosesAt,
  winnersDueAt: input.winnersDueAt,
});

/** Shop vouchers are the shop's money: only staff's contests may give them (anyone may describe a prize in words). */
async function checkVouchers(ownerId: number, input: ContestInput): Promise<void> {
  if (!input.prizes.some((p) => p.voucher)) return;
  const [owner] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, ownerId));
  if (can(owner?.role, 'content.manage')) return;
  const message = 'Shop vouchers are for the shop’s own contests. Describe your prize in words instead.';
  throw new ApiError(403, message, 'vouchers_staff_only', { prizes: message });
}

export async function createContest(ownerId: number, input: ContestInput): Promise<ContestInfo> {
  await checkVouchers(ownerId, input);
  const banner = await bannerFor(ownerId, input, null);
  try {
    const [row] = await getDb().insert(contests).values({ ...fields(input), banner, ownerId }).returning();
    refreshContestPages(row!.slug);
    return toContestInfo(row!, null);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Edits the whole contest. Once winners are announced it is a record: refused. */
export async function updateContest(ownerId: number, id: number, input: ContestInput): Promise<ContestInfo> {
  const current = await requireOwnContest(ownerId, id);
  if (current.winnersAnnouncedAt) throw new ApiError(409, 'The winners are announced: this contest can no longer change.', 'contest_finished');
  await checkVouchers(ownerId, input);
  const banner = await bannerFor(ownerId, input, current.banner);
  try {
    const [row] = await getDb()
      .update(contests)
      .set({ ...fields(input), banner, updatedAt: sql`now()` })
      .where(and(eq(contests.id, id), eq(contests.ownerId, ownerId)))
      .returning();
    return toContestInfo(row!, null);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** The owner's view: everything the edit form needs (the promotions too) and the moderation queue's length. */
export type OwnContestSummary = ContestInfo & { promotions: ContestPromotion[]; pendingCount: number };

async function pendingCounts(ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  // Bounded: pending entries are a moderation queue the owner empties, read through (contest_id, status, …).
  const rows = await getDb()
    .select({ contestId: contestEntries.contestId, n: sql<number>`count(*)::int` })
    .from(contestEntries)
    .where(and(inArray(contestEntries.contestId, ids), eq(contestEntries.status, 'pending')))
    .groupBy(contestEntries.contestId);
  return new Map(rows.map((r) => [r.contestId, r.n]));
}

/** The contests this person runs, newest first (a person runs a handful: capped at 100). */
export async function listOwnContests(ownerId: number): Promise<OwnContestSummary[]> {
  const rows = await getDb().select().from(contests).where(eq(contests.ownerId, ownerId)).orderBy(desc(contests.createdAt), desc(contests.id)).limit(100);
  const pending = await pendingCounts(rows.map((r) => r.id));
  return rows.map((r) => ({ ...toContestInfo(r, null), promotions: r.promotions, pendingCount: pending.get(r.id) ?? 0 }));
}

export async function getOwnContest(ownerId: number, id: number): Promise<OwnContestSummary> {
  const row = await requireOwnContest(ownerId, id);
  const pending = await pendingCounts([id]);
  return { ...toContestInfo(row, null), promotions: row.promotions, pendingCount: pending.get(id) ?? 0 };
}

/** The owner's view of entries in one status (the moderation queue is 'pending'), newest first. */
export async function listOwnContestEntries(ownerId: number, id: number, status: EntryStatus, page: number): Promise<{ entries: OwnEntry[]; pagination: Pagination }> {
  const contest = await requireOwnContest(ownerId, id);
  const rows = await getDb()
    .select(entryColumns)
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.userId))
    .where(and(eq(contestEntries.contestId, id), eq(contestEntries.status, status)))
    .orderBy(desc(contestEntries.createdAt), desc(contestEntries.id))
    .limit(CONTESTANTS_PER_PAGE + 1)
    .offset((page - 1) * CONTESTANTS_PER_PAGE);
  const more = rows.length > CONTESTANTS_PER_PAGE;
  const entries = rows.slice(0, CONTESTANTS_PER_PAGE).map((r) => toOwnEntry(r, contest));
  // No total is counted: the page knows whether another follows.
  const seen = (page - 1) * CONTESTANTS_PER_PAGE + entries.length;
  return { entries, pagination: { total: seen + (more ? 1 : 0), count: entries.length, perPage: CONTESTANTS_PER_PAGE, currentPage: page, totalPages: more ? page + 1 : page } };
}

/** Approve or reject an entry; the contest's published entry count follows in the same transaction. */
export async function moderateEntry(ownerId: number, contestId: number, entryId: number, action: 'approve' | 'reject'): Promise<OwnEntry> {
  const contest = await requireOwnContest(ownerId, contestId);
  const entry = await getDb().transaction(async (tx) => {
    const [entry] = await tx
      .select({ status: contestEntries.status, place: contestEntries.place })
      .from(contestEntries)
      .where(and(eq(contestEntries.id, entryId), eq(contestEntries.contestId, contestId)))
      .for('update');
    if (!entry) throw notFound('Entry');
    const status = action === 'approve' ? 'approved' : 'rejected';
    if (entry.place && status === 'rejected') throw new ApiError(409, 'A winning entry cannot be rejected.', 'entry_is_winner');
    if (entry.status !== status) {
      await tx.update(contestEntries).set({ status, updatedAt: sql`now()` }).where(eq(contestEntries.id, entryId));
      const delta = status === 'approved' ? 1 : entry.status === 'approved' ? -1 : 0;
      if (delta) await tx.update(contests).set({ entryCount: sql`${contests.entryCount} + ${delta}` }).where(eq(contests.id, contestId));
    }
    const [row] = await tx.select(entryColumns).from(contestEntries).innerJoin(users, eq(users.id, contestEntries.userId)).where(eq(contestEntries.id, entryId));
    return toOwnEntry(row!, contest);
  });
  refreshContestPages(contest.slug);
  await invalidatePersonById(entry.contestant.id); // their page lists their approved entries
  return entry;
}

/** Ends voting now (judging starts). Only while voting is open. */
export async function closeVoting(ownerId: number, id: number, now = new Date()): Promise<ContestInfo> {
  const contest = await requireOwnContest(ownerId, id);
  if (contestStage(contest, now) !== 'voting') throw new ApiError(409, 'Voting is not open, so there is nothing to close.', 'not_voting');
  const [row] = await getDb()
    .update(contests)
    .set({ votingClosesAt: now, updatedAt: now })
    .where(and(eq(contests.id, id), eq(contests.ownerId, ownerId)))
    .returning();
  refreshContestPages(contest.slug);
  return toContestInfo(row!, null, now);
}

export type EnteredContest = { contest: ContestInfo; entries: OwnEntry[] };

/** The contests this person entered, with their entries and votes (their latest 100 entries). */
export async function listEnteredContests(userId: number, now = new Date()): Promise<EnteredContest[]> {
  const rows = await getDb()
    .select({ entry: entryColumns, contest: contests })
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.userId))
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(eq(contestEntries.userId, userId))
    .orderBy(desc(contestEntries.createdAt))
    .limit(100);
  const byContest = new Map<number, EnteredContest>();
  for (const { entry, contest } of rows) {
    const group = byContest.get(contest.id) ?? { contest: toContestInfo(contest, null, now), entries: [] };
    group.entries.push(toOwnEntry(entry, contest));
    byContest.set(contest.id, group);
  }
  return [...byContest.values()];
}
