import { countdownText } from './countdown';
import { kathmanduDateKey } from './kathmandu-time';

// The rules of contests that the server, the pages and the forms share: the stages and their order, what a page
// holds, how votes are counted, when voting looks suspicious. Text that states a rule reads it from here.

/** A contest moves through these, in order, by its dates (and by the owner announcing winners). */
export const CONTEST_STAGES = ['upcoming', 'entries', 'voting', 'judging', 'winners'] as const;
export type ContestStage = (typeof CONTEST_STAGES)[number];

export const STAGE_LABELS: Record<ContestStage, string> = {
  upcoming: 'Opens soon',
  entries: 'Entries open',
  voting: 'Voting',
  judging: 'Judging',
  winners: 'Winners announced',
};

/** 'daily': one vote per voter per entry per Kathmandu calendar day; 'once': one per voter per entry for the contest. */
export const VOTE_RULES = ['daily', 'once'] as const;
export type VoteRule = (typeof VOTE_RULES)[number];
export const VOTE_RULE_LABELS: Record<VoteRule, string> = {
  daily: 'One vote per entry each day (Nepal time)',
  once: 'One vote per entry for the whole contest',
};

/** Shown with the vote rule on every contest page: the voting service refuses a vote for one's own entry. */
export const OWN_ENTRY_RULE = 'Entrants cannot vote for their own entries';

export const ENTRY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const CONTESTANT_SORTS = ['votes', 'newest'] as const;
export type ContestantSort = (typeof CONTESTANT_SORTS)[number];

/** Contestants per page (SPEC §9's list size): page 1 replaces the list, later pages append (SPEC §4). */
export const CONTESTANTS_PER_PAGE = 24;
/** Deepest contestants page: lists are read from the top and OFFSET stays small. */
export const CONTESTANT_PAGE_MAX = 200;
/** Places a contest can award. */
export const MAX_WINNERS = 3;
export const MAX_ENTRIES_PER_PERSON = 5;
export const ENTRY_TITLE_MAX = 80;
export const ENTRY_STORY_MAX = 1000;
export const CONTEST_TITLE_MAX = 90;
export const CONTEST_RULES_MAX = 4000;
export const MAX_PRIZES = 5;
/**
 * The largest shop voucher a contest place can carry (paisa): रू 50,000 flat, or a percentage capped at that. Only
 * staff's contests may give shop vouchers (the shop pays for them); other owners describe their own prizes in words.
 */
export const CONTEST_VOUCHER_MAX = 50_000_00;
export const MAX_PROMOTIONS = 4;

/** Suspicious voting, flagged for staff (never acted on by itself): thresholds and windows. */
export const SUSPICION = {
  /** This many votes on one entry within the window, from accounts created in the same clock hour. */
  sameHourAccounts: { votes: 5, windowMinutes: 60 },
  /** This many different voters in one contest from one client address within the window. */
  sharedAddress: { voters: 10, windowMinutes: 24 * 60 },
} as const;

export type ContestDates = {
  entriesOpenAt: Date;
  votingOpensAt: Date;
  votingClosesAt: Date;
  winnersDueAt: Date;
  winnersAnnouncedAt: Date | null;
};

/** Where a contest is at `now`: entries close when voting opens; judging lasts until the winners are announced. */
export function contestStage(c: ContestDates, now: Date = new Date()): ContestStage {
  if (c.winnersAnnouncedAt) return 'winners';
  const t = now.getTime();
  if (t < c.entriesOpenAt.getTime()) return 'upcoming';
  if (t < c.votingOpensAt.getTime()) return 'entries';
  if (t < c.votingClosesAt.getTime()) return 'voting';
  return 'judging';
}

/** Which of the /contests groups a stage belongs to. */
export function contestGroup(stage: ContestStage): 'running' | 'upcoming' | 'ended' {
  if (stage === 'upcoming') return 'upcoming';
  return stage === 'winners' ? 'ended' : 'running';
}

/** The instant the current stage ends (null once the winners are out), and what happens then. */
export function nextMilestone(c: ContestDates, now: Date = new Date()): { at: Date; label: string } | null {
  switch (contestStage(c, now)) {
    case 'upcoming':
      return { at: c.entriesOpenAt, label: 'Entries open in' };
    case 'entries':
      return { at: c.votingOpensAt, label: 'Entries close in' };
    case 'voting':
      return { at: c.votingClosesAt, label: 'Voting ends in' };
    case 'judging':
      return c.winnersDueAt.getTime() > now.getTime() ? { at: c.winnersDueAt, label: 'Winners in' } : null;
    default:
      return null;
  }
}

/** 'Voting ends in 2 days 4 hrs 10 mins' (SPEC §9 countdown), or the stage's label when nothing is ahead. */
export function countdownLine(c: ContestDates, now: Date = new Date()): string {
  const next = nextMilestone(c, now);
  return next ? `${next.label} ${countdownText(now, next.at)}` : STAGE_LABELS[contestStage(c, now)];
}

export type TimelineStep = { stage: Exclude<ContestStage, 'upcoming'>; label: string; at: string; state: 'done' | 'current' | 'next' };

/** The four steps shown on a contest page: entries open → voting → judging → winners. */
export function contestTimeline(c: ContestDates, now: Date = new Date()): TimelineStep[] {
  const stage = contestStage(c, now);
  const order = CONTEST_STAGES.indexOf(stage);
  const steps: Array<[TimelineStep['stage'], Date]> = [
    ['entries', c.entriesOpenAt],
    ['voting', c.votingOpensAt],
    ['judging', c.votingClosesAt],
    ['winners', c.winnersAnnouncedAt ?? c.winnersDueAt],
  ];
  return steps.map(([s, at]) => {
    const i = CONTEST_STAGES.indexOf(s);
    return { stage: s, label: STAGE_LABELS[s], at: at.toISOString(), state: i < order ? 'done' : i === order ? 'current' : 'next' };
  });
}

/**
 * The period a vote counts in: the voter's Kathmandu calendar day for 'daily' contests, the whole contest for 'once'.
 * (entry, voter, period) is unique in the database, so parallel clicks from several devices count once.
 */
export function votePeriod(rule: VoteRule, at: Date = new Date()): string {
  return rule === 'daily' ? kathmanduDateKey(at) : 'contest';
}

export const contestPath = (slug: string) => `/contest/${slug}`;
export const entryPath = (id: number) => `/contest/detail/${id}`;
export const CONTESTS_PATH = '/contests';

/** Slugs a contest cannot take: they are other pages under /contest/. */
export const RESERVED_CONTEST_SLUGS = ['detail', 'new', 'edit', 'vote', 'contests'] as const;

// The messages live apart from the date rules (date-fns), so a vote button in the browser can say them without them.
export { CONTEST_MESSAGES } from './contest-messages';
