import type { Pagination } from '@/lib/domain/catalogue-types';
import type { ContestantSort, ContestStage, EntryStatus, TimelineStep, VoteRule } from '@/lib/domain/contests';
import type { ReactionSummary } from '@/lib/domain/engagement';
import type { ContestPrize, ContestPromotion } from '@/lib/server/db/schema';

// What the contest pages and the API answer (SPEC §3 Contest: contests, contestInfo, contestants,
// contestantDetailInfo, pagination, promotions, self, banner). No email or phone ever appears here.

export type Person = { id: number; username: string; name: string; avatar: string | null };

export type ContestDatesView = {
  entriesOpenAt: string;
  votingOpensAt: string;
  votingClosesAt: string;
  winnersDueAt: string;
  winnersAnnouncedAt: string | null;
};

export type ContestCard = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  banner: string;
  url: string;
  stage: ContestStage;
  stageLabel: string;
  /** 'Voting ends in 2 days 4 hrs 10 mins' (SPEC §9), as of the answer. */
  countdown: string;
  /** The first prize's title, for the card. */
  prize: string | null;
  entryCount: number;
  dates: ContestDatesView;
};

export type ContestInfo = ContestCard & {
  rules: string;
  prizes: ContestPrize[];
  timeline: TimelineStep[];
  voteRule: VoteRule;
  voteRuleLabel: string;
  entryKind: 'photo' | 'text';
  entryApproval: boolean;
  maxEntriesPerPerson: number;
  host: Person | null;
};

export type EntryCard = {
  id: number;
  title: string;
  photo: string | null;
  url: string;
  voteCount: number;
  /** K/M/B/T (SPEC §9). */
  voteCountText: string;
  place: number | null;
  createdAt: string;
  contestant: Person;
};

export type OwnEntry = EntryCard & { status: EntryStatus; contestSlug: string; contestTitle: string };

export type ContestantPage = {
  contestants: EntryCard[];
  pagination: Pagination;
  sort: ContestantSort;
  /** Which of these the viewer already voted for in the current period (empty for guests and outside voting). */
  votedEntryIds: number[];
};

export type ContestPageData = ContestantPage & {
  contestInfo: ContestInfo;
  banner: string;
  promotions: ContestPromotion[];
  winners: EntryCard[];
  /** The viewer's own entries in this contest (any status); empty for guests. */
  self: OwnEntry[];
};

export type EntryDetail = EntryCard & {
  story: string;
  status: EntryStatus;
  contest: { id: number; slug: string; title: string; stage: ContestStage; voteRule: VoteRule; url: string };
  reactions: ReactionSummary;
  commentCount: number;
  /** The viewer's vote in the current period (null for guests). */
  viewerVoted: boolean | null;
};
