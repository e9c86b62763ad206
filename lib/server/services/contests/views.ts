import 'server-only';
import { contestPath, contestStage, contestTimeline, countdownLine, entryPath, STAGE_LABELS, VOTE_RULE_LABELS, type EntryStatus, type VoteRule } from '@/lib/domain/contests';
import { formatCount } from '@/lib/domain/counts';
import { contestEntries, users, type ContestRow } from '@/lib/server/db/schema';
import { uploadUrl } from '@/lib/validation/upload';
import type { ContestCard, ContestInfo, EntryCard, OwnEntry, Person } from './types';

// Rows → what pages and the API show. The stage and the countdown are worked out here, at answer time.

export const personColumns = {
  personId: users.id,
  username: users.username,
  name: users.name,
  avatarArt: users.avatarArt,
  avatarUploadId: users.avatarUploadId,
};

type PersonRow = { personId: number; username: string; name: string; avatarArt: string | null; avatarUploadId: string | null };

export const toPerson = (r: PersonRow): Person => ({
  id: r.personId,
  username: r.username,
  name: r.name,
  avatar: r.avatarUploadId ? uploadUrl(r.avatarUploadId) : r.avatarArt,
});

export const entryColumns = {
  id: contestEntries.id,
  contestId: contestEntries.contestId,
  title: contestEntries.title,
  photo: contestEntries.photo,
  voteCount: contestEntries.voteCount,
  place: contestEntries.place,
  status: contestEntries.status,
  createdAt: contestEntries.createdAt,
  ...personColumns,
};

export type EntryRow = {
  id: number;
  title: string;
  photo: string | null;
  voteCount: number;
  place: number | null;
  status: string;
  createdAt: Date;
} & PersonRow;

export function toEntryCard(r: EntryRow): EntryCard {
  return {
    id: r.id,
    title: r.title,
    photo: r.photo,
    url: entryPath(r.id),
    voteCount: r.voteCount,
    voteCountText: formatCount(r.voteCount),
    place: r.place,
    createdAt: r.createdAt.toISOString(),
    contestant: toPerson(r),
  };
}

export const toOwnEntry = (r: EntryRow, contest: { slug: string; title: string }): OwnEntry => ({
  ...toEntryCard(r),
  status: r.status as EntryStatus,
  contestSlug: contest.slug,
  contestTitle: contest.title,
});

export function toContestCard(c: ContestRow, now = new Date()): ContestCard {
  const stage = contestStage(c, now);
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    summary: c.summary,
    banner: c.banner,
    url: contestPath(c.slug),
    stage,
    stageLabel: STAGE_LABELS[stage],
    countdown: countdownLine(c, now),
    prize: c.prizes[0]?.title ?? null,
    entryCount: c.entryCount,
    dates: {
      entriesOpenAt: c.entriesOpenAt.toISOString(),
      votingOpensAt: c.votingOpensAt.toISOString(),
      votingClosesAt: c.votingClosesAt.toISOString(),
      winnersDueAt: c.winnersDueAt.toISOString(),
      winnersAnnouncedAt: c.winnersAnnouncedAt?.toISOString() ?? null,
    },
  };
}

export function toContestInfo(c: ContestRow, host: Person | null, now = new Date()): ContestInfo {
  return {
    ...toContestCard(c, now),
    rules: c.rules,
    prizes: c.prizes,
    timeline: contestTimeline(c, now),
    voteRule: c.voteRule as VoteRule,
    voteRuleLabel: VOTE_RULE_LABELS[c.voteRule as VoteRule],
    entryKind: c.entryKind as 'photo' | 'text',
    entryApproval: c.entryApproval,
    maxEntriesPerPerson: c.maxEntriesPerPerson,
    host,
  };
}

