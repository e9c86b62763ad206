import { MAX_FOLLOWS } from '@/lib/domain/people';
import { useTestDatabase } from '../support/database';
import { aSecondLater, countsOf, followAdd, followDelete, followIndex, newPerson } from './helpers';
import { sql } from 'drizzle-orm';
import { member, verifiedBusiness } from '../businesses/support';

// followers/add, followers/delete and followers/index: idempotent on the server, counted once however the taps come.

const { db } = useTestDatabase();

describe('POST followers/add and followers/delete', () => {
  it('follows and unfollows a person; the counts and the follow list follow', async () => {
    const fan = await newPerson('fan', 'Kamal Adhikari');
    const baker = await newPerson('baker', 'Laxmi Dangol');
    const added = await followAdd(fan, { type: 'user', id: baker.id });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ type: 'user', id: baker.id, following: true, followers: 1, followList: { user: [baker.id], business: [] } });
    expect(await countsOf(fan.id)).toMatchObject({ following: 1 });

    const again = await followAdd(fan, { type: 'user', id: baker.id });
    expect(again.body.data).toMatchObject({ following: true, followers: 1 });

    const removed = await followDelete(fan, { type: 'user', id: baker.id });
    expect(removed.body.data).toEqual({ type: 'user', id: baker.id, following: false, followers: 0, followList: { user: [], business: [] } });
    expect((await followDelete(fan, { type: 'user', id: baker.id })).body.data).toMatchObject({ following: false, followers: 0 });
    expect(await countsOf(fan.id)).toMatchObject({ following: 0 });
    expect(await countsOf(baker.id)).toMatchObject({ followers: 0 });
  });

  it('counts eight parallel follows once, and eight parallel unfollows once (one tap passes the pace, the rest are 429)', async () => {
    const fan = await newPerson('fan8', 'Manoj Shahi');
    const star = await newPerson('star8', 'Nabin Shakya');
    const adds = await Promise.all(Array.from({ length: 8 }, () => followAdd(fan, { type: 'user', id: star.id }, { paced: true })));
    expect(adds.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await countsOf(star.id)).toMatchObject({ followers: 1 });
    expect(await countsOf(fan.id)).toMatchObject({ following: 1 });
    const rows = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM follows WHERE follower_id = ${fan.id}`);
    expect(rows.rows[0]!.n).toBe(1);
    await aSecondLater(fan);
    await Promise.all(Array.from({ length: 8 }, () => followDelete(fan, { type: 'user', id: star.id }, { paced: true })));
    expect(await countsOf(star.id)).toMatchObject({ followers: 0 });
    expect(await countsOf(fan.id)).toMatchObject({ following: 0 });
  });

  it('counts many followers of one person exactly, following in parallel', async () => {
    const star = await newPerson('starmany', 'Pema Sherpa');
    const fans = await Promise.all(Array.from({ length: 10 }, (_, i) => newPerson(`fanmany${i}`, `Fan ${i}`)));
    await Promise.all(fans.map((fan) => followAdd(fan, { type: 'user', id: star.id })));
    expect(await countsOf(star.id)).toMatchObject({ followers: 10 });
    await Promise.all(fans.slice(0, 4).map((fan) => followDelete(fan, { type: 'user', id: star.id })));
    expect(await countsOf(star.id)).toMatchObject({ followers: 6 });
  });

  it('refuses yourself (422), an unknown person or business (404), a bad type or id (400), a visitor (401)', async () => {
    const fan = await newPerson('fanbad', 'Rita Maskey');
    const self = await followAdd(fan, { type: 'user', id: fan.id });
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe('follow_self');
    expect((await followAdd(fan, { type: 'user', id: 999999 })).body.error.message).toBe('User not found');
    expect((await followAdd(fan, { type: 'business', id: 999999 })).body.error.message).toBe('Business not found');
    expect((await followAdd(fan, { type: 'shop', id: 1 })).body.error.fields.type).toBeDefined();
    expect((await followAdd(fan, { type: 'user', id: 'abc' })).body.error.fields.id).toBeDefined();
    expect((await followDelete(fan, { type: 'user' })).status).toBe(400);
    expect((await followAdd(null, { type: 'user', id: 1 })).status).toBe(401);
    expect((await followDelete(null, { type: 'user', id: 1 })).status).toBe(401);
  });

  it('stops at MAX_FOLLOWS, and still lets someone at the cap unfollow and re-follow', async () => {
    const fan = await newPerson('fancap', 'Sabina Tuladhar');
    const star = await newPerson('starcap', 'Tek BK');
    const other = await newPerson('othercap', 'Usha Rai');
    await followAdd(fan, { type: 'user', id: star.id });
    await db().execute(sql`UPDATE people_counts SET following = ${MAX_FOLLOWS} WHERE user_id = ${fan.id}`);
    const refused = await followAdd(fan, { type: 'user', id: other.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(String(MAX_FOLLOWS));
    expect((await followAdd(fan, { type: 'user', id: star.id })).status).toBe(200); // already followed: unchanged
  });
});

describe('following a business', () => {
  // A business's followers live on its own row (businesses.follower_count, what /business/{slug} shows).
  const businessFollowers = async (id: number) =>
    (await db().execute<{ n: number }>(sql`SELECT follower_count AS n FROM businesses WHERE id = ${id}`)).rows[0]!.n;

  it('counts a follow +1, eight parallel follows once, an unfollow back to 0', async () => {
    const owner = await member('Gita Maharjan');
    const business = await verifiedBusiness(owner, { name: 'Patan Sweet Corner' });
    const fan = await newPerson('bizfan', 'Hari Thapa');
    const added = await followAdd(fan, { type: 'business', id: business.id });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ type: 'business', id: business.id, following: true, followers: 1, followList: { user: [], business: [business.id] } });
    expect(await businessFollowers(business.id)).toBe(1);

    const fan8 = await newPerson('bizfan8', 'Sunita Gurung');
    const adds = await Promise.all(Array.from({ length: 8 }, () => followAdd(fan8, { type: 'business', id: business.id }, { paced: true })));
    expect(adds.filter((r) => r.status === 200)).toHaveLength(1);
    expect(adds.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await businessFollowers(business.id)).toBe(2); // fan8's eight taps counted once
    expect(await countsOf(fan8.id)).toMatchObject({ following: 1 });

    await aSecondLater(fan8);
    await Promise.all(Array.from({ length: 8 }, () => followDelete(fan8, { type: 'business', id: business.id }, { paced: true })));
    const removed = await followDelete(fan, { type: 'business', id: business.id });
    expect(removed.body.data).toMatchObject({ following: false, followers: 0 });
    expect(await businessFollowers(business.id)).toBe(0);
    const stray = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM follow_counts WHERE target_type = 'business'`);
    expect(stray.rows[0]!.n).toBe(0); // one source of truth
  });

  it('refuses an unverified business (404)', async () => {
    const owner = await member('Bikash Shrestha');
    const business = await verifiedBusiness(owner, { name: 'Boudha Flower House' });
    await db().execute(sql`UPDATE businesses SET status = 'pending' WHERE id = ${business.id}`);
    const fan = await newPerson('bizfanp', 'Anita Lama');
    const refused = await followAdd(fan, { type: 'business', id: business.id });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Business not found');
    expect(await businessFollowers(business.id)).toBe(0);
  });
});

describe('GET followers/index', () => {
  it('lists what the caller follows, newest first; a visitor gets 401', async () => {
    const fan = await newPerson('fanidx', 'Yamuna Chaudhary');
    const first = await newPerson('idx1', 'Anil Maharjan');
    const second = await newPerson('idx2', 'Bimala Sherchan');
    await followAdd(fan, { type: 'user', id: first.id });
    await followAdd(fan, { type: 'user', id: second.id });
    const res = await followIndex(fan);
    expect(res.status).toBe(200);
    expect(res.body.data.followList.business).toEqual([]);
    expect([...res.body.data.followList.user].sort()).toEqual([first.id, second.id].sort());
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect((await followIndex(null)).status).toBe(401);
  });
});
