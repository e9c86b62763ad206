import type { Pagination } from '@/lib/domain/catalogue-types';
import type { ContestantSort } from '@/lib/domain/contests';
import type { ContestInfo, EntryCard, EntryDetail, OwnEntry } from '@/lib/server/services/contests/types';
import { authApi, dashboardApi } from '../client';
import { endpoints, dashboardEndpoints } from '../endpoints';

// The contest calls (SPEC §7 contests, profile/contests): the public pages' interactive parts (more contestants,
// voting, entering, the viewer's own entries) and the dashboard API's (the owner's contests, the contests entered).
// Loaded lazily by the pages' client parts.

type Envelope<T> = { data: T; meta?: { pagination?: Pagination } };

export type VoteAnswer = { entryId: number; voteCount: number; voteCountText: string; counted: boolean; message: string; nextVoteAt: string | null };
export type OwnContest = ContestInfo & { promotions: ContestForm['promotions']; pendingCount: number };
export type EnteredContest = { contest: ContestInfo; entries: OwnEntry[] };

export const contestCalls = {
  contestants: async (slug: string, page: number, sort: ContestantSort) => {
    const res = await authApi.get<Envelope<{ contestants: EntryCard[]; votedEntryIds: number[] }>>(endpoints.contestContestants(slug), { params: { page, sort } });
    return { contestants: res.data.data.contestants, votedEntryIds: res.data.data.votedEntryIds, pagination: res.data.meta!.pagination! };
  },
  /** The viewer's own entries (self) in this contest. */
  self: async (slug: string) => (await authApi.get<Envelope<{ self: OwnEntry[] }>>(endpoints.contest(slug), { params: { page: 1 } })).data.data.self,
  vote: async (entryId: number) => (await authApi.post<Envelope<VoteAnswer>>(endpoints.contestVote, { entryId })).data.data,
  enter: async (slug: string, body: { title: string; story: string; photoUploadId: string | null }) =>
    (await authApi.post<Envelope<{ entry: OwnEntry }>>(endpoints.contestEnter(slug), body)).data.data.entry,
  entry: async (id: number) => (await authApi.get<Envelope<{ contestantDetailInfo: EntryDetail }>>(endpoints.contestDetail(id))).data.data.contestantDetailInfo,
};

export type ContestForm = {
  slug: string;
  title: string;
  summary: string;
  rules: string;
  prizes: Array<{ place: string; title: string; description: string }>;
  promotions: Array<{ title: string; description: string; code: string | null; href: string | null }>;
  bannerUploadId: string | null;
  entryKind: 'photo' | 'text';
  entryApproval: boolean;
  voteRule: 'daily' | 'once';
  maxEntriesPerPerson: number;
  entriesOpenAt: string;
  votingOpensAt: string;
  votingClosesAt: string;
  winnersDueAt: string;
};

export const dashboardContestCalls = {
  mine: async () => (await dashboardApi.get<Envelope<{ contests: OwnContest[] }>>(dashboardEndpoints.contests)).data.data.contests,
  entered: async () => (await dashboardApi.get<Envelope<{ entered: EnteredContest[] }>>(dashboardEndpoints.contestsEntered)).data.data.entered,
  one: async (id: number) => (await dashboardApi.get<Envelope<{ contest: OwnContest }>>(dashboardEndpoints.contest(id))).data.data.contest,
  create: async (form: ContestForm) => (await dashboardApi.post<Envelope<{ contest: ContestInfo }>>(dashboardEndpoints.contests, form)).data.data.contest,
  update: async (id: number, form: ContestForm) => (await dashboardApi.patch<Envelope<{ contest: ContestInfo }>>(dashboardEndpoints.contest(id), form)).data.data.contest,
  entries: async (id: number, status: 'pending' | 'approved' | 'rejected', page = 1) => {
    const res = await dashboardApi.get<Envelope<{ entries: OwnEntry[] }>>(dashboardEndpoints.contestEntries(id), { params: { status, page } });
    return { entries: res.data.data.entries, pagination: res.data.meta!.pagination! };
  },
  moderate: async (id: number, entryId: number, action: 'approve' | 'reject') =>
    (await dashboardApi.post<Envelope<{ entry: OwnEntry }>>(dashboardEndpoints.contestEntry(id, entryId), { action })).data.data.entry,
  closeVoting: async (id: number) => (await dashboardApi.post<Envelope<{ contest: ContestInfo }>>(dashboardEndpoints.contestCloseVoting(id), {})).data.data.contest,
  winners: async (id: number, entryIds: number[]) => (await dashboardApi.post<Envelope<{ contest: ContestInfo }>>(dashboardEndpoints.contestWinners(id), { entryIds })).data.data.contest,
};
