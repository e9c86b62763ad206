import { and, eq } from 'drizzle-orm';
import { POST as enter } from '@/app/api/V2/contest/[slug]/enter/route';
import { GET as mediaUpload } from '@/app/media/uploads/[id]/route';
import { CONTEST_MESSAGES } from '@/lib/domain/contests';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { makeContest, person, post, uploadPhoto } from './support';

useTestDatabase();

const enterIn = (slug: string, body: unknown, p?: Awaited<ReturnType<typeof person>>) => post(enter, `/api/V2/contest/${slug}/enter`, body, p, { slug });

async function entryCount(contestId: number) {
  const [row] = await getDb().select({ n: contests.entryCount }).from(contests).where(eq(contests.id, contestId));
  return row!.n;
}

describe('POST contest/{slug}/enter', () => {
  it('enters a photo through upload/file while entries are open; the contest counts it', async () => {
    const { contest } = await makeContest('entries');
    const me = await person();
    const photo = await uploadPhoto(me, 'contest-entry');
    const res = await enterIn(contest.slug, { title: 'Marigold rangoli cake', story: 'For Aama.', photoUploadId: photo }, me);
    expect(res.status).toBe(201);
    expect(res.body.data.entry).toMatchObject({ title: 'Marigold rangoli cake', status: 'approved', photo: `/media/uploads/${photo}`, voteCount: 0 });
    expect(await entryCount(contest.id)).toBe(1);
    // The photo is shown on the public pages: served to anyone by its id.
    const served = await mediaUpload(new Request(`http://localhost:3000/media/uploads/${photo}`), { params: Promise.resolve({ id: photo }) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('allows one entry per person: a double tap is the same entry, a different second entry is refused (409)', async () => {
    const { contest } = await makeContest('entries');
    const me = await person();
    const photo = await uploadPhoto(me, 'contest-entry');
    const body = { title: 'Diyo cake', story: '', photoUploadId: photo };
    const both = await Promise.all([enterIn(contest.slug, body, me), enterIn(contest.slug, body, me)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.body.data.entry.id)).size).toBe(1);
    const other = await enterIn(contest.slug, { title: 'Another one', photoUploadId: await uploadPhoto(me, 'contest-entry') }, me);
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 'entry_limit', message: CONTEST_MESSAGES.entryLimit(1) });
    const rows = await getDb().select().from(contestEntries).where(and(eq(contestEntries.contestId, contest.id), eq(contestEntries.userId, me.id)));
    expect(rows).toHaveLength(1);
    expect(await entryCount(contest.id)).toBe(1);
  });

  it('takes up to the contest’s allowance, even sent in parallel', async () => {
    const { contest } = await makeContest('entries', { maxEntriesPerPerson: 2, entryKind: 'text' });
    const me = await person();
    const answers = await Promise.all(['One', 'Two', 'Three', 'Four'].map((title) => enterIn(contest.slug, { title: `Story ${title}` }, me)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
  });

  it('keeps an entry pending when the contest approves entries first (not counted, not listed)', async () => {
    const { contest } = await makeContest('entries', { entryApproval: true });
    const me = await person();
    const res = await enterIn(contest.slug, { title: 'Yomari tower', photoUploadId: await uploadPhoto(me, 'contest-entry') }, me);
    expect(res.status).toBe(201);
    expect(res.body.data.entry.status).toBe('pending');
    expect(await entryCount(contest.id)).toBe(0);
  });

  it('refuses outside the entry stage (409), without a verified phone (403), without a login (401)', async () => {
    const me = await person();
    const photo = await uploadPhoto(me, 'contest-entry');
    for (const stage of ['voting', 'upcoming', 'judging'] as const) {
      const { contest } = await makeContest(stage);
      const res = await enterIn(contest.slug, { title: 'Too late', photoUploadId: photo }, me);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('entries_closed');
    }
    const { contest } = await makeContest('entries');
    expect((await enterIn(contest.slug, { title: 'No phone', photoUploadId: photo }, await person({ verified: false }))).status).toBe(403);
    expect((await enterIn(contest.slug, { title: 'Guest', photoUploadId: photo })).status).toBe(401);
  });

  it('answers 400 for a missing photo, someone else’s photo, a short title; 404 for an unknown contest', async () => {
    const { contest } = await makeContest('entries');
    const me = await person();
    const noPhoto = await enterIn(contest.slug, { title: 'No photo' }, me);
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.error.fields.photoUploadId).toBe(CONTEST_MESSAGES.photoRequired);
    const theirs = await uploadPhoto(await person(), 'contest-entry');
    expect((await enterIn(contest.slug, { title: 'Borrowed photo', photoUploadId: theirs }, me)).status).toBe(400);
    const cakePhoto = await uploadPhoto(me, 'photo-cake');
    expect((await enterIn(contest.slug, { title: 'Wrong kind', photoUploadId: cakePhoto }, me)).status).toBe(400);
    const short = await enterIn(contest.slug, { title: 'A' }, me);
    expect(short.status).toBe(400);
    expect(short.body.error.fields.title).toBeTruthy();
    expect((await enterIn('no-such-contest', { title: 'Nowhere', photoUploadId: cakePhoto }, me)).status).toBe(404);
  });
});
