import 'server-only';
import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { CONTESTANTS_PER_PAGE, contestGroup, contestStage, entryPath, votePeriod, type ContestantSort, type EntryStatus, type VoteRule } from '@/lib/domain/contests';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, contestVotes, users, type ContestRow } from '@/lib/server/db/schema';
import { makePagination } from '@/lib/server/services/catalogue/product-card';
import { commentCount } from '@/lib/server/services/engagement/comments';
import { reactionSummary } from '@/lib/server/services/engagement/reactions';
import type { ContestCard, ContestPageData, ContestantPage, EntryCard, EntryDetail, OwnEntry } from './types';
import { votedEntries } from './voting';
import { entryColumns, personColumns, toContestCard, toContestInfo, toEntryCard, toOwnEntry, toPerson } from './views';

// The public reads. Contestants walk (contest_id, status, vote_count desc, id desc) or (…, created_at desc, id desc)
// with LIMIT 24 and a capped OFFSET; the total is the contest's maintained entry_count, never a count(*).

/** Contests not finished yet (running and upcoming) shown at most, and finished ones. */
const OPEN_SHOWN = 60;
const ENDED_SHOWN = 24;

export type ContestGroups = { running: ContestCard[]; upcoming: ContestCard[]; ended: ContestCard[] };

export async function listContests(now = new Date()): Promise<ContestGroups> {
  const db = getDb();
  const [open, ended] = await Promise.all([
    db.select().from(contests).where(isNull(contests.winnersAnnouncedAt)).orderBy(desc(contests.votingOpensAt), desc(contests.id)).limit(OPEN_SHOWN),
    db.select().from(contests).where(isNotNull(contests.winnersAnnouncedAt)).orderBy(desc(contests.votingOpensAt), desc(contests.id)).limit(ENDED_SHOWN),
  ]);
  const groups: ContestGroups = { running: [], upcoming: [], ended: [] };
  for (const row of [...open, ...ended]) {
    const card = toContestCard(row, now);
    groups[contestGroup(card.stage)].push(card);
  }
  // Soonest deadline first among the running ones; the next to open first among the upcoming ones.
  groups.running.sort((a, b) => Date.parse(deadline(a)) - Date.parse(deadline(b)));
  groups.upcoming.sort((a, b) => Date.parse(a.dates.entriesOpenAt) - Date.parse(b.dates.entriesOpenAt));
  return groups;
}

const deadline = (c: ContestCard) => (c.stage === 'entries' ? c.dates.votingOpensAt : c.stage === 'voting' ? c.dates.votingClosesAt : c.dates.winnersDueAt);

export async function findContestBySlug(slug: string): Promise<ContestRow | null> {
  const [row] = await getDb().select().from(contests).where(eq(contests.slug, slug)).limit(1);
  return row ?? null;
}

const approvedIn = (contestId: number) => and(eq(contestEntries.contestId, contestId), eq(contestEntries.status, 'approved'));

function entriesQuery() {
  return getDb().select(entryColumns).from(contestEntries).innerJoin(users, eq(users.id, contestEntries.userId));
}

/** One page of a contest's approved entries (SPEC §4: page 1 replaces the list in the browser, later pages append). */
export async function listContestants(contest: ContestRow, page: number, sort: ContestantSort, viewerId: number | null = null, now = new Date()): Promise<ContestantPage> {
  const order =
    sort === 'votes' ? [desc(contestEntries.voteCount), desc(contestEntries.id)] : [desc(contestEntries.createdAt), desc(contestEntries.id)];
  const rows = await entriesQuery()
    .where(approvedIn(contest.id))
    .orderBy(...order)
    .limit(CONTESTANTS_PER_PAGE)
    .offset((page - 1) * CONTESTANTS_PER_PAGE);
  const votedEntryIds =
    viewerId && contestStage(contest, now) === 'voting' ? await votedEntries(viewerId, rows.map((r) => r.id), contest.voteRule as VoteRule, now) : [];
  return { contestants: rows.map(toEntryCard), pagination: makePagination(contest.entryCount, rows.length, page, CONTESTANTS_PER_PAGE), sort, votedEntryIds };
}

export async function listWinners(contestId: number): Promise<EntryCard[]> {
  const rows = await entriesQuery()
    .where(and(eq(contestEntries.contestId, contestId), isNotNull(contestEntries.place)))
    .orderBy(asc(contestEntries.place));
  return rows.map(toEntryCard);
}

export async function ownEntries(contest: ContestRow, userId: number): Promise<OwnEntry[]> {
  const rows = await entriesQuery()
    .where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, userId)))
    .orderBy(asc(contestEntries.entryNumber));
  return rows.map((r) => toOwnEntry(r, contest));
}

async function hostOf(contest: ContestRow) {
  if (!contest.ownerId) return null;
  const [row] = await getDb().select(personColumns).from(users).where(eq(users.id, contest.ownerId));
  return row ? toPerson(row) : null;
}

/** Everything /contest/{slug} shows, or null for an unknown contest. */
export async function getContestPage(
  slug: string,
  input: { page: number; sort: ContestantSort; viewerId: number | null },
  now = new Date(),
): Promise<ContestPageData | null> {
  const contest = await findContestBySlug(slug);
  if (!contest) return null;
  const [list, winners, self, host] = await Promise.all([
    listContestants(contest, input.page, input.sort, input.viewerId, now),
    contest.winnersAnnouncedAt ? listWinners(contest.id) : Promise.resolve([]),
    input.viewerId ? ownEntries(contest, input.viewerId) : Promise.resolve([]),
    hostOf(contest),
  ]);
  return { contestInfo: toContestInfo(contest, host, now), banner: contest.banner, promotions: contest.promotions, winners, self, ...list };
}

/**
 * One entry (/contest/detail/{id}): an approved one for anyone; a pending or rejected one only for its contestant and
 * the contest's owner (anyone else: null, a 404).
 */
export async function getEntryDetail(id: number, viewerId: number | null, now = new Date()): Promise<EntryDetail | null> {
  const db = getDb();
  const visible = viewerId ? or(eq(contestEntries.status, 'approved'), eq(contestEntries.userId, viewerId), eq(contests.ownerId, viewerId)) : eq(contestEntries.status, 'approved');
  const [row] = await db
    .select({ ...entryColumns, story: contestEntries.story, contest: contests })
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.userId))
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(and(eq(contestEntries.id, id), visible))
    .limit(1);
  if (!row) return null;
  const c = row.contest;
  const voteRule = c.voteRule as VoteRule;
  const [reactions, comments, voted] = await Promise.all([
    reactionSummary('contest_entry', id, viewerId),
    commentCount('contest_entry', id),
    viewerId
      ? db
          .select({ id: contestVotes.id })
          .from(contestVotes)
          .where(and(eq(contestVotes.entryId, id), eq(contestVotes.voterId, viewerId), eq(contestVotes.period, votePeriod(voteRule, now))))
          .limit(1)
      : Promise.resolve(null),
  ]);
  return {
    ...toEntryCard(row),
    url: entryPath(id),
    story: row.story,
    status: row.status as EntryStatus,
    contest: { id: c.id, slug: c.slug, title: c.title, stage: contestStage(c, now), voteRule, url: `/contest/${c.slug}` },
    reactions,
    commentCount: comments,
    viewerVoted: voted === null ? null : voted.length > 0,
  };
}
