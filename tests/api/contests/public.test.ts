import { eq } from 'drizzle-orm';
import { GET as contestsRoute } from '@/app/api/V2/contests/route';
import { GET as contestRoute } from '@/app/api/V2/contest/[slug]/route';
import { GET as contestantsRoute } from '@/app/api/V2/contest/[slug]/contestants/route';
import { GET as detailRoute } from '@/app/api/V2/contest/detail/[id]/route';
import { CONTESTANTS_PER_PAGE } from '@/lib/domain/contests';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { get, makeContest, person } from './support';

useTestDatabase();

const VOTING = 'tihar-rangoli-cake-2026';

describe('GET contests', () => {
  it('groups the demo contests: running (entries, voting, judging), upcoming and ended, each with its countdown', async () => {
    const res = await get(contestsRoute, '/api/V2/contests');
    expect(res.status).toBe(200);
    const { running, upcoming, ended } = res.body.data.contests;
    expect(running.map((c: { stage: string }) => c.stage).sort()).toEqual(['entries', 'judging', 'voting']);
    expect(upcoming).toEqual([expect.objectContaining({ slug: 'christmas-cupcake-decorating', stage: 'upcoming', countdown: expect.stringMatching(/^Entries open in \d+ days?/) })]);
    expect(ended).toEqual([expect.objectContaining({ slug: 'teej-red-cake-challenge', stage: 'winners', countdown: 'Winners announced' })]);
    const voting = running.find((c: { slug: string }) => c.slug === VOTING);
    expect(voting).toMatchObject({ prize: 'रू 15,000 Upahar Ghar voucher', banner: expect.stringMatching(/^\/media\/banner\//), countdown: expect.stringMatching(/^Voting ends in \d+ days?/) });
    expect(JSON.stringify(res.body)).not.toMatch(/@|98\d{8}/);
  });
});

describe('GET contest/{slug}', () => {
  it('answers the contest, 24 contestants by votes, promotions and the pagination', async () => {
    const res = await get(contestRoute, `/api/V2/contest/${VOTING}`, undefined, { slug: VOTING });
    expect(res.status).toBe(200);
    const { contestInfo, contestants, promotions, self, winners, banner } = res.body.data;
    expect(contestInfo).toMatchObject({ slug: VOTING, stage: 'voting', voteRule: 'daily', entryCount: 52 });
    expect(contestInfo.timeline.map((t: { stage: string; state: string }) => `${t.stage}:${t.state}`)).toEqual(['entries:done', 'voting:current', 'judging:next', 'winners:next']);
    expect(contestants).toHaveLength(CONTESTANTS_PER_PAGE);
    const votes = contestants.map((c: { voteCount: number }) => c.voteCount);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(promotions[0]).toMatchObject({ code: 'RANGOLI10' });
    expect(self).toEqual([]);
    expect(winners).toEqual([]);
    expect(banner).toBe(contestInfo.banner);
    expect(res.body.meta.pagination).toMatchObject({ total: 52, currentPage: 1, perPage: 24, totalPages: 3 });
  });

  it('pages and sorts by newest: page 2 holds the next 24, none repeated', async () => {
    const one = await get(contestantsRoute, `/api/V2/contest/${VOTING}/contestants?sort=newest`, undefined, { slug: VOTING });
    const two = await get(contestantsRoute, `/api/V2/contest/${VOTING}/contestants?sort=newest&page=2`, undefined, { slug: VOTING });
    expect(two.status).toBe(200);
    const ids = [...one.body.data.contestants, ...two.body.data.contestants].map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(48);
    const dates = [...one.body.data.contestants, ...two.body.data.contestants].map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(two.body.meta.pagination.currentPage).toBe(2);
  });

  it('shows winners once announced, and the viewer their own entries as self', async () => {
    const ended = await get(contestRoute, '/api/V2/contest/teej-red-cake-challenge', undefined, { slug: 'teej-red-cake-challenge' });
    expect(ended.body.data.winners.map((w: { place: number }) => w.place)).toEqual([1, 2, 3]);

    const me = await person();
    const { contest } = await makeContest('entries');
    await getDb().insert(contestEntries).values({ contestId: contest.id, userId: me.id, title: 'My marigold cake', status: 'pending' });
    const mine = await get(contestRoute, `/api/V2/contest/${contest.slug}`, me, { slug: contest.slug });
    expect(mine.body.data.self).toEqual([expect.objectContaining({ title: 'My marigold cake', status: 'pending' })]);
    expect(mine.body.data.contestants).toEqual([]);
    expect(mine.headers.get('cache-control')).toContain('private');
  });

  it('answers 404 for an unknown contest and 400 for a bad page or sort', async () => {
    expect((await get(contestRoute, '/api/V2/contest/no-such-contest', undefined, { slug: 'no-such-contest' })).status).toBe(404);
    expect((await get(contestantsRoute, '/api/V2/contest/no-such-contest/contestants', undefined, { slug: 'no-such-contest' })).status).toBe(404);
    const badSort = await get(contestRoute, `/api/V2/contest/${VOTING}?sort=likes`, undefined, { slug: VOTING });
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.fields.sort).toBeTruthy();
    expect((await get(contestantsRoute, `/api/V2/contest/${VOTING}/contestants?page=0`, undefined, { slug: VOTING })).status).toBe(400);
  });
});

describe('GET contest/detail/{id}', () => {
  it('answers one entry with its contestant, votes in K/M/B/T, reactions and comment count', async () => {
    const [contest] = await getDb().select().from(contests).where(eq(contests.slug, VOTING));
    const [entry] = await getDb().select().from(contestEntries).where(eq(contestEntries.contestId, contest!.id)).limit(1);
    await getDb().update(contestEntries).set({ voteCount: 12_345 }).where(eq(contestEntries.id, entry!.id));
    const res = await get(detailRoute, `/api/V2/contest/detail/${entry!.id}`, undefined, { id: String(entry!.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.contestantDetailInfo).toMatchObject({
      id: entry!.id,
      title: entry!.title,
      voteCount: 12_345,
      voteCountText: '12.3K',
      contest: { slug: VOTING, stage: 'voting' },
      reactions: { total: expect.any(Number) },
      commentCount: expect.any(Number),
      viewerVoted: null,
      contestant: { username: expect.any(String), name: expect.any(String) },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"(email|phone)"/);
  });

  it('hides a pending entry from others (404) but shows it to its contestant', async () => {
    const me = await person();
    const { contest } = await makeContest('entries');
    const [entry] = await getDb().insert(contestEntries).values({ contestId: contest.id, userId: me.id, title: 'Waiting', status: 'pending' }).returning();
    expect((await get(detailRoute, `/api/V2/contest/detail/${entry!.id}`, undefined, { id: String(entry!.id) })).status).toBe(404);
    expect((await get(detailRoute, `/api/V2/contest/detail/${entry!.id}`, await person(), { id: String(entry!.id) })).status).toBe(404);
    expect((await get(detailRoute, `/api/V2/contest/detail/${entry!.id}`, me, { id: String(entry!.id) })).status).toBe(200);
    expect((await get(detailRoute, '/api/V2/contest/detail/abc', undefined, { id: 'abc' })).status).toBe(404);
  });
});
