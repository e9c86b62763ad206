import { and, eq } from 'drizzle-orm';
import { POST as vote } from '@/app/api/V2/contest/vote/route';
import { GET as contestants } from '@/app/api/V2/contest/[slug]/contestants/route';
import { GET as detail } from '@/app/api/V2/contest/detail/[id]/route';
import { GET as flagsList } from '@/app/api/dashboard/v1/contests/flags/route';
import { POST as reviewFlag } from '@/app/api/dashboard/v1/contests/flags/[id]/route';
import { CONTEST_MESSAGES, SUSPICION } from '@/lib/domain/contests';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contestVoteFlags, contestVotes } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { entryVotes, get, makeContest, person, post, signedIn } from './support';

useTestDatabase();

const VOTE = '/api/V2/contest/vote';

describe('POST contest/vote', () => {
  it('counts a vote once a day: the second click the same day answers the same count, not counted again', async () => {
    const { entryIds } = await makeContest('voting', { entries: 1 });
    const voter = await person();
    const first = await post(vote, VOTE, { entryId: entryIds[0] }, voter);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ entryId: entryIds[0], voteCount: 1, voteCountText: '1', counted: true, message: CONTEST_MESSAGES.votedToday });
    expect(Date.parse(first.body.data.nextVoteAt)).toBeGreaterThan(Date.now());
    const again = await post(vote, VOTE, { entryId: entryIds[0] }, voter);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ voteCount: 1, counted: false, message: CONTEST_MESSAGES.alreadyToday });
    expect(await entryVotes(entryIds[0]!)).toBe(1);
  });

  it('tells a voter which entries they already voted for today (the list and the entry), and nobody else', async () => {
    const { contest, entryIds } = await makeContest('voting', { entries: 3 });
    const voter = await person();
    await post(vote, VOTE, { entryId: entryIds[1] }, voter);
    const url = `/api/V2/contest/${contest.slug}/contestants`;
    expect((await get(contestants, url, voter, { slug: contest.slug })).body.data.votedEntryIds).toEqual([entryIds[1]]);
    expect((await get(contestants, url, await person(), { slug: contest.slug })).body.data.votedEntryIds).toEqual([]);
    const guest = await get(contestants, url, undefined, { slug: contest.slug });
    expect(guest.body.data.votedEntryIds).toEqual([]);
    expect(guest.headers.get('cache-control')).toContain('public');
    const mine = await get(detail, `/api/V2/contest/detail/${entryIds[1]}`, voter, { id: String(entryIds[1]) });
    expect(mine.body.data.contestantDetailInfo.viewerVoted).toBe(true);
    const other = await get(detail, `/api/V2/contest/detail/${entryIds[0]}`, voter, { id: String(entryIds[0]) });
    expect(other.body.data.contestantDetailInfo.viewerVoted).toBe(false);
  });

  it('lets a one-vote contest take one vote per entry for good', async () => {
    const { entryIds } = await makeContest('voting', { entries: 2, voteRule: 'once' });
    const voter = await person();
    expect((await post(vote, VOTE, { entryId: entryIds[0] }, voter)).body.data).toMatchObject({ counted: true, nextVoteAt: null });
    expect((await post(vote, VOTE, { entryId: entryIds[0] }, voter)).body.data.counted).toBe(false);
    // Another entry of the same contest is another vote.
    expect((await post(vote, VOTE, { entryId: entryIds[1] }, voter)).body.data).toMatchObject({ counted: true, voteCount: 1 });
  });

  it('refuses a vote for your own entry (409) on every try, counting nothing, while others can vote for it', async () => {
    const { entryIds } = await makeContest('voting', { entries: 2 });
    const [own] = await getDb().select().from(contestEntries).where(eq(contestEntries.id, entryIds[0]!));
    const entrant = await signedIn(own!.userId);
    for (let i = 0; i < 2; i++) {
      const res = await post(vote, VOTE, { entryId: entryIds[0] }, entrant);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'own_entry', message: CONTEST_MESSAGES.ownEntry });
    }
    expect(await entryVotes(entryIds[0]!)).toBe(0);
    expect(await getDb().select().from(contestVotes).where(eq(contestVotes.voterId, entrant.id))).toHaveLength(0);
    // The entrant can vote for someone else's entry, and anyone else for theirs.
    expect((await post(vote, VOTE, { entryId: entryIds[1] }, entrant)).body.data.counted).toBe(true);
    expect((await post(vote, VOTE, { entryId: entryIds[0] }, await person())).body.data).toMatchObject({ counted: true, voteCount: 1 });
  });

  it.each(['entries', 'judging', 'winners', 'upcoming'] as const)('refuses a vote while the contest is in %s (409), counting nothing', async (stage) => {
    const { entryIds } = await makeContest(stage, { entries: 1 });
    const res = await post(vote, VOTE, { entryId: entryIds[0] }, await person());
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'voting_closed', message: CONTEST_MESSAGES.notVoting });
    expect(await entryVotes(entryIds[0]!)).toBe(0);
  });

  it('needs a login (401) and a verified phone (403)', async () => {
    const { entryIds } = await makeContest('voting', { entries: 1 });
    const guest = await post(vote, VOTE, { entryId: entryIds[0] });
    expect(guest.status).toBe(401);
    const unverified = await post(vote, VOTE, { entryId: entryIds[0] }, await person({ verified: false }));
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.code).toBe('phone_not_verified');
    expect(await entryVotes(entryIds[0]!)).toBe(0);
  });

  it('answers 400 for bad input and 404 for an unknown or unapproved entry', async () => {
    const voter = await person();
    for (const body of [{}, { entryId: 'abc' }, { entryId: -1 }, { entryId: 2 ** 31 }]) {
      const res = await post(vote, VOTE, body, voter);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.entryId).toBeTruthy();
    }
    expect((await post(vote, VOTE, { entryId: 99_999_999 }, voter)).status).toBe(404);
  });

  it('counts 50 parallel clicks by one voter on one entry as exactly 1 vote', async () => {
    const { entryIds } = await makeContest('voting', { entries: 1 });
    const voter = await person();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(vote, VOTE, { entryId: entryIds[0] }, voter)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => a.body.data.counted)).toHaveLength(1);
    expect(answers.every((a) => a.body.data.voteCount === 1)).toBe(true);
    const rows = await getDb().select().from(contestVotes).where(eq(contestVotes.entryId, entryIds[0]!));
    expect(rows).toHaveLength(1);
    expect(await entryVotes(entryIds[0]!)).toBe(1);
  });

  it('counts 200 votes by 200 voters in parallel as 200', async () => {
    const { entryIds } = await makeContest('voting', { entries: 1 });
    const voters = await Promise.all(Array.from({ length: 200 }, () => person({ createdAt: new Date(Date.now() - 400 * 24 * 3600_000) })));
    const answers = await Promise.all(voters.map((v) => post(vote, VOTE, { entryId: entryIds[0] }, v)));
    expect(answers.filter((a) => a.status === 200 && a.body.data.counted)).toHaveLength(200);
    expect(Math.max(...answers.map((a) => a.body.data.voteCount))).toBe(200);
    expect(await entryVotes(entryIds[0]!)).toBe(200);
  });
});

describe('suspicious voting', () => {
  it('flags a burst from accounts created the same hour; staff invalidate it and the published count drops', async () => {
    const { entryIds } = await makeContest('voting', { entries: 1 });
    const entryId = entryIds[0]!;
    const honest = await person({ createdAt: new Date(Date.now() - 300 * 24 * 3600_000) });
    await post(vote, VOTE, { entryId }, honest);
    const hour = new Date(Math.floor(Date.now() / 3600_000) * 3600_000 - 2 * 3600_000 + 60_000);
    const fresh = await Promise.all(Array.from({ length: SUSPICION.sameHourAccounts.votes + 1 }, () => person({ createdAt: hour })));
    for (const f of fresh) expect((await post(vote, VOTE, { entryId }, f)).body.data.counted).toBe(true);
    expect(await entryVotes(entryId)).toBe(fresh.length + 1);

    const [flag] = await getDb().select().from(contestVoteFlags).where(and(eq(contestVoteFlags.entryId, entryId), eq(contestVoteFlags.kind, 'same-hour-accounts')));
    expect(flag).toMatchObject({ status: 'open', key: hour.toISOString().replace(/:01:00/, ':00:00') });

    // Not staff: the queue is not there.
    const customer = await person();
    expect((await get(flagsList, '/api/dashboard/v1/contests/flags', customer)).status).toBe(404);
    expect((await post(reviewFlag, `/api/dashboard/v1/contests/flags/${flag!.id}`, { action: 'invalidate' }, customer, { id: String(flag!.id) })).status).toBe(404);

    const staff = await person({ role: 'manager' });
    const queue = await get(flagsList, '/api/dashboard/v1/contests/flags?status=open', staff);
    expect(queue.status).toBe(200);
    expect(queue.body.data.flags.map((f: { id: number }) => f.id)).toContain(flag!.id);
    expect((await post(reviewFlag, `/api/dashboard/v1/contests/flags/${flag!.id}`, { action: 'bogus' }, staff, { id: String(flag!.id) })).status).toBe(400);
    const res = await post(reviewFlag, `/api/dashboard/v1/contests/flags/${flag!.id}`, { action: 'invalidate' }, staff, { id: String(flag!.id) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'invalidated', votesInvalidated: fresh.length });
    expect(await entryVotes(entryId)).toBe(1);
    // Reviewed once: a second review is refused and subtracts nothing.
    expect((await post(reviewFlag, `/api/dashboard/v1/contests/flags/${flag!.id}`, { action: 'invalidate' }, staff, { id: String(flag!.id) })).status).toBe(409);
    expect(await entryVotes(entryId)).toBe(1);
    expect((await post(reviewFlag, '/api/dashboard/v1/contests/flags/99999999', { action: 'dismiss' }, staff, { id: '99999999' })).status).toBe(404);
  });

  it('flags many voters from one address in one contest', async () => {
    const { contest, entryIds } = await makeContest('voting', { entries: 1 });
    const old = new Date(Date.now() - 500 * 24 * 3600_000);
    const voters = await Promise.all(Array.from({ length: SUSPICION.sharedAddress.voters }, () => person({ createdAt: old })));
    for (const v of voters) await post(vote, VOTE, { entryId: entryIds[0] }, v, undefined, { 'x-forwarded-for': '203.0.113.77' });
    const flags = await getDb().select().from(contestVoteFlags).where(eq(contestVoteFlags.contestId, contest.id));
    expect(flags).toEqual([expect.objectContaining({ kind: 'shared-address', key: '203.0.113.77', status: 'open', entryId: null })]);
  });
});
