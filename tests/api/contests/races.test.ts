import { and, eq, isNull, sql } from 'drizzle-orm';
import { POST as enter } from '@/app/api/V2/contest/[slug]/enter/route';
import { POST as vote } from '@/app/api/V2/contest/vote/route';
import { GET as contestsRoute } from '@/app/api/V2/contests/route';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, contestVotes } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { makeContest, person, post, signedIn, uploadPhoto, type Person } from './support';

// Races (issue 23 §2): the vote and the entry, each 30 times at once from one customer and once each from 10
// customers at once. Whatever the load: every request answers (no 5xx; a 429 from the write limits is a refusal), the
// effect happens at most as often as the rules allow (one vote per voter, entry and day; one entry per person), the
// counters agree with the rows, and the shop still answers a read afterwards. Run with DATABASE_POOL_SIZE=2 too.

useTestDatabase();

const ONE = 30;
const MANY = 10;
const VOTE = '/api/V2/contest/vote';
const LONG_AGO = new Date(Date.now() - 400 * 24 * 3600_000); // old accounts: no suspicious-voting flag in the way

type Answer = { status: number; body: { error?: { code?: string } } };

/** Every request answered with a success or one of `allowed` (never a 5xx); `limited` counts the write limit's 429s. */
function answered(answers: Answer[], allowed: number[]) {
  for (const a of answers) expect(allowed).toContain(a.status);
  return { limited: answers.filter((a) => a.status === 429 && a.body.error?.code === 'rate_limited').length };
}

async function expectShopAnswers() {
  const read = await callRoute(contestsRoute, { url: '/api/V2/contests' });
  expect(read.status).toBe(200);
  expect(read.body.data.contests.running.length).toBeGreaterThan(0);
}

/** The entry's published count equals its valid vote rows. */
async function expectVoteCountMatches(entryId: number): Promise<number> {
  const [rows] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(contestVotes)
    .where(and(eq(contestVotes.entryId, entryId), isNull(contestVotes.invalidatedAt)));
  const [entry] = await getDb().select({ n: contestEntries.voteCount }).from(contestEntries).where(eq(contestEntries.id, entryId));
  expect(entry!.n).toBe(rows!.n);
  return rows!.n;
}

/** The contest's entry count equals its approved entry rows. */
async function expectEntryCountMatches(contestId: number): Promise<number> {
  const [rows] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.status, 'approved')));
  const [contest] = await getDb().select({ n: contests.entryCount }).from(contests).where(eq(contests.id, contestId));
  expect(contest!.n).toBe(rows!.n);
  return rows!.n;
}

describe('the vote under load', () => {
  it('counts one vote when one voter sends 30 votes for an entry at once', async () => {
    const { entryIds } = await makeContest('voting', { entries: 1 });
    const voter = await person({ createdAt: LONG_AGO });
    const answers = await Promise.all(Array.from({ length: ONE }, () => post(vote, VOTE, { entryId: entryIds[0] }, voter)));
    const { limited } = answered(answers, [200, 429]);
    const counted = answers.filter((a) => a.status === 200 && a.body.data.counted);
    expect(counted).toHaveLength(limited < ONE ? 1 : 0);
    for (const a of answers.filter((x) => x.status === 200)) expect(a.body.data.voteCount).toBe(1);
    expect(await expectVoteCountMatches(entryIds[0]!)).toBe(counted.length);
    await expectShopAnswers();
  });

  it('counts 10 voters voting for an entry at once as 10, and refuses its entrant in the same rush', async () => {
    const { entryIds } = await makeContest('voting', { entries: 1 });
    const [entry] = await getDb().select().from(contestEntries).where(eq(contestEntries.id, entryIds[0]!));
    const voters = await Promise.all(Array.from({ length: MANY }, () => person({ createdAt: LONG_AGO })));
    const entrant = await signedIn(entry!.userId);
    const answers = await Promise.all([...voters, entrant].map((v) => post(vote, VOTE, { entryId: entryIds[0] }, v)));
    const own = answers.pop()!;
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('own_entry');
    const { limited } = answered(answers, [200, 429]);
    expect(answers.filter((a) => a.status === 200 && a.body.data.counted)).toHaveLength(MANY - limited);
    expect(await expectVoteCountMatches(entryIds[0]!)).toBe(MANY - limited);
    const mine = await getDb().select().from(contestVotes).where(and(eq(contestVotes.entryId, entryIds[0]!), eq(contestVotes.voterId, entrant.id)));
    expect(mine).toHaveLength(0);
    await expectShopAnswers();
  });
});

describe('the entry under load', () => {
  const enterIn = (slug: string, body: unknown, p: Person) => post(enter, `/api/V2/contest/${slug}/enter`, body, p, { slug });

  it('makes one entry when one person sends the same entry 30 times at once', async () => {
    const { contest } = await makeContest('entries');
    const me = await person();
    const body = { title: 'Marigold rangoli cake', story: 'For Aama.', photoUploadId: await uploadPhoto(me, 'contest-entry') };
    const answers = await Promise.all(Array.from({ length: ONE }, () => enterIn(contest.slug, body, me)));
    const { limited } = answered(answers, [200, 201, 429]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(limited < ONE ? 1 : 0);
    // The others are the same entry, answered again.
    expect(new Set(answers.filter((a) => a.status < 300).map((a) => a.body.data.entry.id)).size).toBeLessThanOrEqual(1);
    const rows = await getDb().select().from(contestEntries).where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, me.id)));
    expect(rows).toHaveLength(limited < ONE ? 1 : 0);
    expect(await expectEntryCountMatches(contest.id)).toBe(rows.length);
    await expectShopAnswers();
  });

  it('makes one entry when one person sends 30 different entries at once to a one-entry contest', async () => {
    const { contest } = await makeContest('entries', { entryKind: 'text' });
    const me = await person();
    const answers = await Promise.all(Array.from({ length: ONE }, (_, i) => enterIn(contest.slug, { title: `My story ${i + 1}`, story: 'Sel roti at dawn.' }, me)));
    const { limited } = answered(answers, [201, 409, 429]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(limited < ONE ? 1 : 0);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.code).toBe('entry_limit');
    const rows = await getDb().select().from(contestEntries).where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, me.id)));
    expect(rows).toHaveLength(limited < ONE ? 1 : 0);
    expect(await expectEntryCountMatches(contest.id)).toBe(rows.length);
    await expectShopAnswers();
  });

  it('takes 10 people entering at once as 10 entries, counted', async () => {
    const { contest } = await makeContest('entries');
    const people = await Promise.all(Array.from({ length: MANY }, () => person()));
    const photos = await Promise.all(people.map((p) => uploadPhoto(p, 'contest-entry')));
    const answers = await Promise.all(people.map((p, i) => enterIn(contest.slug, { title: `Cake number ${i + 1}`, story: '', photoUploadId: photos[i] }, p)));
    const { limited } = answered(answers, [201, 429]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MANY - limited);
    expect(await expectEntryCountMatches(contest.id)).toBe(MANY - limited);
    await expectShopAnswers();
  });
});
