import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { formatCount } from '@/lib/domain/counts';
import { entryPath } from '@/lib/domain/contests';
import type { PersonListItem } from '@/lib/domain/people';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests } from '@/lib/server/db/schema';

// A person's contest entries on their page (/user/{username}): the approved ones, newest first, at most
// PERSON_ENTRIES_SHOWN (contest_entries_user_idx walks the person's entries newest first; pending and rejected ones
// are skipped on the way, and a person has a handful of entries per contest). Vote counts are as fresh as the
// page's cache; approving or rejecting an entry refreshes the page (contests/manage.ts).

export const PERSON_ENTRIES_SHOWN = 6;

export async function approvedEntriesBy(userId: number): Promise<PersonListItem[]> {
  const rows = await getDb()
    .select({ id: contestEntries.id, title: contestEntries.title, photo: contestEntries.photo, votes: contestEntries.voteCount, contest: contests.title })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(and(eq(contestEntries.userId, userId), eq(contestEntries.status, 'approved')))
    .orderBy(desc(contestEntries.createdAt), desc(contestEntries.id))
    .limit(PERSON_ENTRIES_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    href: entryPath(r.id),
    image: r.photo,
    meta: `${r.contest} · ${formatCount(r.votes)} ${r.votes === 1 ? 'vote' : 'votes'}`,
  }));
}
