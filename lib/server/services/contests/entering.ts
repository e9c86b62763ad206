import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CONTEST_MESSAGES, contestStage } from '@/lib/domain/contests';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, users } from '@/lib/server/db/schema';
import { ApiError, badRequest, notFound } from '@/lib/server/http/errors';
import { ownUpload } from '@/lib/server/uploads/store';
import { uploadUrl } from '@/lib/validation/upload';
import { refreshContestPages } from './invalidate';
import type { OwnEntry } from './types';
import { entryColumns, toOwnEntry } from './views';
import { statusForNewPost } from '@/lib/server/services/moderation/gate';
import { requireVerifiedPhone } from './voting';

// Entering a contest. A person's entries in one contest are numbered 1…max_entries_per_person and (contest, person,
// number) is unique, so the database refuses a second entry where one is allowed; the writes of one person in one
// contest are serialised by a transaction lock, so a double tap sends one entry (the same title again answers it).

export type NewEntry = { title: string; story: string; photoUploadId?: string | null | undefined };

export async function submitEntry(userId: number, slug: string, input: NewEntry, now = new Date()): Promise<{ entry: OwnEntry; created: boolean }> {
  await requireVerifiedPhone(userId);
  const db = getDb();
  const [contest] = await db.select().from(contests).where(eq(contests.slug, slug)).limit(1);
  if (!contest) throw notFound('Contest');
  if (contestStage(contest, now) !== 'entries') throw new ApiError(409, CONTEST_MESSAGES.notEntering, 'entries_closed');
  let photo: string | null = null;
  if (input.photoUploadId) {
    if (!(await ownUpload(input.photoUploadId, userId, 'contest-entry'))) {
      throw badRequest('We could not find that photo. Please upload it again.', { photoUploadId: 'We could not find that photo. Please upload it again.' });
    }
    photo = uploadUrl(input.photoUploadId);
  } else if (contest.entryKind === 'photo') {
    throw badRequest(CONTEST_MESSAGES.photoRequired, { photoUploadId: CONTEST_MESSAGES.photoRequired });
  }

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contest-entry:' || ${contest.id}::text), ${userId})`);
    const mine = await tx
      .select({ id: contestEntries.id, entryNumber: contestEntries.entryNumber, title: contestEntries.title, photo: contestEntries.photo })
      .from(contestEntries)
      .where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, userId)))
      .orderBy(asc(contestEntries.entryNumber));
    const same = mine.find((e) => e.title === input.title && e.photo === photo);
    const answer = async (id: number, created: boolean) => {
      const [row] = await tx.select(entryColumns).from(contestEntries).innerJoin(users, eq(users.id, contestEntries.userId)).where(eq(contestEntries.id, id));
      return { entry: toOwnEntry(row!, contest), created };
    };
    if (same) return answer(same.id, false);
    // Refused (403) when the shop blocked this person from entering contests; held when the contest's owner approves
    // entries, or the shop's policy or new-account rule holds them.
    const gate = await statusForNewPost(tx, 'contest_entry', userId);
    if (mine.length >= contest.maxEntriesPerPerson) throw new ApiError(409, CONTEST_MESSAGES.entryLimit(contest.maxEntriesPerPerson), 'entry_limit');
    const used = new Set(mine.map((e) => e.entryNumber));
    let entryNumber = 1;
    while (used.has(entryNumber)) entryNumber += 1;
    const status = contest.entryApproval || gate === 'pending' ? 'pending' : 'approved';
    const [entry] = await tx
      .insert(contestEntries)
      .values({ contestId: contest.id, userId, entryNumber, title: input.title, story: input.story, photo, status, createdAt: now, updatedAt: now })
      .returning({ id: contestEntries.id });
    if (status === 'approved') {
      await tx.update(contests).set({ entryCount: sql`${contests.entryCount} + 1` }).where(eq(contests.id, contest.id));
    }
    return answer(entry!.id, true);
  });
  if (result.created) refreshContestPages(contest.slug);
  return result;
}
