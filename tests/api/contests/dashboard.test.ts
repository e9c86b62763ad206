import { eq } from 'drizzle-orm';
import { GET as listOwn, POST as create } from '@/app/api/dashboard/v1/contests/route';
import { GET as getOne, PATCH as edit } from '@/app/api/dashboard/v1/contests/[id]/route';
import { GET as entriesOf } from '@/app/api/dashboard/v1/contests/[id]/entries/route';
import { POST as moderate } from '@/app/api/dashboard/v1/contests/[id]/entries/[entryId]/route';
import { POST as closeVoting } from '@/app/api/dashboard/v1/contests/[id]/close-voting/route';
import { POST as winners } from '@/app/api/dashboard/v1/contests/[id]/winners/route';
import { GET as entered } from '@/app/api/dashboard/v1/contests/entered/route';
import { POST as vote } from '@/app/api/V2/contest/vote/route';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { get, makeContest, patch, person, post, uploadPhoto } from './support';

useTestDatabase();

const BASE = '/api/dashboard/v1/contests';
const DAY = 24 * 3600_000;

function form(slug: string, overrides: Record<string, unknown> = {}) {
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  return {
    slug,
    title: 'Best Yomari of Yomari Punhi',
    summary: 'Show the yomari you made this full moon.',
    rules: 'One photo of yomari you made yourself.',
    prizes: [{ place: '1st', title: 'Rs 3,000 voucher', description: '' }],
    promotions: [{ title: '5% off sweets', description: 'For everyone who enters.', code: 'YOMARI5', href: '/category/sweets-mithai' }],
    entryKind: 'photo',
    entryApproval: true,
    voteRule: 'once',
    maxEntriesPerPerson: 1,
    entriesOpenAt: at(-1),
    votingOpensAt: at(3),
    votingClosesAt: at(6),
    winnersDueAt: at(8),
    ...overrides,
  };
}

describe('dashboard contests: create, read, edit', () => {
  it('creates a contest for its owner, lists it, and another person gets 404 for it', async () => {
    const owner = await person();
    const res = await post(create, BASE, form(`yomari-${owner.id}`), owner);
    expect(res.status).toBe(201);
    const contest = res.body.data.contest;
    expect(contest).toMatchObject({ slug: `yomari-${owner.id}`, stage: 'entries', voteRule: 'once', entryApproval: true, banner: expect.stringMatching(/^\/media\/banner\//) });
    const mine = await get(listOwn, BASE, owner);
    expect(mine.body.data.contests.map((c: { id: number }) => c.id)).toEqual([contest.id]);
    expect((await get(getOne, `${BASE}/${contest.id}`, owner, { id: String(contest.id) })).body.data.contest).toMatchObject({ id: contest.id, pendingCount: 0 });

    const stranger = await person();
    const params = { id: String(contest.id) };
    expect((await get(getOne, `${BASE}/${contest.id}`, stranger, params)).status).toBe(404);
    expect((await patch(edit, `${BASE}/${contest.id}`, form(`yomari-${owner.id}`), stranger, params)).status).toBe(404);
    expect((await get(entriesOf, `${BASE}/${contest.id}/entries`, stranger, params)).status).toBe(404);
    expect((await post(closeVoting, `${BASE}/${contest.id}/close-voting`, {}, stranger, params)).status).toBe(404);
    expect((await post(winners, `${BASE}/${contest.id}/winners`, { entryIds: [1] }, stranger, params)).status).toBe(404);
    expect((await get(listOwn, BASE, stranger)).body.data.contests).toEqual([]);
    expect((await get(listOwn, BASE)).status).toBe(401);
  });

  it('refuses bad input with the fields named, a taken or reserved slug, and unknown ids', async () => {
    const owner = await person();
    const bad = await post(create, BASE, form('Bad Slug!', { title: '', votingOpensAt: new Date(Date.now() - 5 * DAY).toISOString(), voteRule: 'hourly' }), owner);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['slug', 'title', 'voteRule']));
    const order = await post(create, BASE, form(`order-${owner.id}`, { votingOpensAt: new Date(Date.now() - 5 * DAY).toISOString() }), owner);
    expect(order.body.error.fields.votingOpensAt).toBe('Voting opens after entries open');
    expect((await post(create, BASE, form('detail'), owner)).status).toBe(400);
    const taken = await post(create, BASE, form('tihar-rangoli-cake-2026'), owner);
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.slug).toBeTruthy();
    expect((await get(getOne, `${BASE}/99999999`, owner, { id: '99999999' })).status).toBe(404);
    expect((await get(getOne, `${BASE}/abc`, owner, { id: 'abc' })).status).toBe(404);
  });

  it('edits the whole contest, with an uploaded banner', async () => {
    const owner = await person();
    const created = (await post(create, BASE, form(`edit-${owner.id}`), owner)).body.data.contest;
    const banner = await uploadPhoto(owner, 'contest-banner');
    const res = await patch(edit, `${BASE}/${created.id}`, form(`edit-${owner.id}-2`, { title: 'Yomari, renamed', bannerUploadId: banner, voteRule: 'daily' }), owner, { id: String(created.id) });
    expect(res.status).toBe(200);
    expect(res.body.data.contest).toMatchObject({ slug: `edit-${owner.id}-2`, title: 'Yomari, renamed', voteRule: 'daily', banner: `/media/uploads/${banner}` });
  });
});

describe('dashboard contests: entries, closing, winners', () => {
  it('approves and rejects entries; the published entry count follows', async () => {
    const owner = await person();
    const { contest } = await makeContest('entries', { ownerId: owner.id, entryApproval: true });
    const entrant = await person();
    const [entry] = await getDb().insert(contestEntries).values({ contestId: contest.id, userId: entrant.id, title: 'Juju dhau', status: 'pending' }).returning();
    const params = { id: String(contest.id), entryId: String(entry!.id) };
    const queue = await get(entriesOf, `${BASE}/${contest.id}/entries?status=pending`, owner, { id: String(contest.id) });
    expect(queue.body.data.entries.map((e: { id: number }) => e.id)).toEqual([entry!.id]);
    expect((await post(moderate, `${BASE}/${contest.id}/entries/${entry!.id}`, { action: 'approve' }, owner, params)).body.data.entry.status).toBe('approved');
    // Approving twice (a double tap) counts once.
    await post(moderate, `${BASE}/${contest.id}/entries/${entry!.id}`, { action: 'approve' }, owner, params);
    const count = async () => (await getDb().select({ n: contests.entryCount }).from(contests).where(eq(contests.id, contest.id)))[0]!.n;
    expect(await count()).toBe(1);
    expect((await post(moderate, `${BASE}/${contest.id}/entries/${entry!.id}`, { action: 'reject' }, owner, params)).body.data.entry.status).toBe('rejected');
    expect(await count()).toBe(0);
    expect((await post(moderate, `${BASE}/${contest.id}/entries/${entry!.id}`, { action: 'delete' }, owner, params)).status).toBe(400);
    expect((await post(moderate, `${BASE}/${contest.id}/entries/99999999`, { action: 'approve' }, owner, { ...params, entryId: '99999999' })).status).toBe(404);
    expect((await get(entriesOf, `${BASE}/${contest.id}/entries?status=gone`, owner, { id: String(contest.id) })).status).toBe(400);
  });

  it('closes voting (votes are then refused), picks winners, and refuses both at the wrong stage', async () => {
    const owner = await person();
    const { contest, entryIds } = await makeContest('voting', { ownerId: owner.id, entries: 3 });
    const params = { id: String(contest.id) };
    const early = await post(winners, `${BASE}/${contest.id}/winners`, { entryIds: [entryIds[0]] }, owner, params);
    expect(early.status).toBe(409);
    const closed = await post(closeVoting, `${BASE}/${contest.id}/close-voting`, {}, owner, params);
    expect(closed.status).toBe(200);
    expect(closed.body.data.contest.stage).toBe('judging');
    expect((await post(vote, '/api/V2/contest/vote', { entryId: entryIds[0] }, await person())).status).toBe(409);
    expect((await post(closeVoting, `${BASE}/${contest.id}/close-voting`, {}, owner, params)).status).toBe(409);

    expect((await post(winners, `${BASE}/${contest.id}/winners`, { entryIds: [entryIds[0], entryIds[0]] }, owner, params)).status).toBe(400);
    expect((await post(winners, `${BASE}/${contest.id}/winners`, { entryIds: [99_999_999] }, owner, params)).status).toBe(400);
    const picked = await post(winners, `${BASE}/${contest.id}/winners`, { entryIds: [entryIds[2], entryIds[0]] }, owner, params);
    expect(picked.status).toBe(200);
    expect(picked.body.data.contest.stage).toBe('winners');
    const places = await getDb().select({ id: contestEntries.id, place: contestEntries.place }).from(contestEntries).where(eq(contestEntries.contestId, contest.id));
    expect(Object.fromEntries(places.map((p) => [p.id, p.place]))).toEqual({ [entryIds[0]!]: 2, [entryIds[1]!]: null, [entryIds[2]!]: 1 });
  });

  it('lists the contests the caller entered, with their entries’ votes', async () => {
    const me = await person();
    const { contest } = await makeContest('voting');
    const [entry] = await getDb().insert(contestEntries).values({ contestId: contest.id, userId: me.id, title: 'Lakhamari', status: 'approved' }).returning();
    await post(vote, '/api/V2/contest/vote', { entryId: entry!.id }, await person());
    const res = await get(entered, `${BASE}/entered`, me);
    expect(res.status).toBe(200);
    expect(res.body.data.entered).toEqual([
      expect.objectContaining({ contest: expect.objectContaining({ id: contest.id, stage: 'voting' }), entries: [expect.objectContaining({ id: entry!.id, voteCount: 1, status: 'approved' })] }),
    ]);
    expect((await get(entered, `${BASE}/entered`)).status).toBe(401);
  });
});
