import { eq, sql } from 'drizzle-orm';
import { reviews, users } from '@/lib/server/db/schema';
import { DEMO_PEOPLE } from '@/lib/server/db/seed/data/people';
import { useTestDatabase } from '../support/database';
import { answer, followAdd, lists, newPerson, remove, send, viewUser, type Person } from './helpers';

// GET user/{username}: what anyone may see of a person, what only their connections see of a private page, and
// that no public answer of the people API ever carries anyone's email or phone number.

const { db } = useTestDatabase();

const leaks = (body: unknown, ...people: Person[]) => {
  const json = JSON.stringify(body);
  return people.flatMap((p) => [p.email, p.phone]).filter((secret) => json.includes(secret));
};

describe('GET user/{username}', () => {
  it('shows a public page to a visitor: card, bio, city, member since, counts, reviews; no email or phone', async () => {
    const person = await newPerson('pub', 'Sita Ghimire');
    const [product] = await db().execute<{ id: number; name: string }>(sql`SELECT id, name FROM products WHERE is_active LIMIT 1`).then((r) => r.rows);
    await db().insert(reviews).values({ productId: product!.id, userId: person.id, authorName: 'Sita Ghimire', rating: 5, title: 'Perfect for Aama', body: 'Arrived at 9 AM sharp, still cold.' });
    const res = await viewUser(null, person.username.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data.viewer).toBeNull();
    expect(res.body.data.user).toMatchObject({
      id: person.id,
      username: person.username,
      name: 'Sita Ghimire',
      url: `/user/${person.username}`,
      isPrivate: false,
      visible: true,
      bio: 'Sita Ghimire loves sel roti and black forest.',
      city: 'Lalitpur',
      counts: { followers: 0, connections: 0 },
      reviews: [{ rating: 5, title: 'Perfect for Aama', product: { name: product!.name } }],
    });
    expect(res.body.data.user.memberSince).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(leaks(res.body, person)).toEqual([]);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('answers 404 for an unknown person and 400 for a handle that cannot exist', async () => {
    const missing = await viewUser(null, 'no_such_person');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('User not found');
    expect((await viewUser(null, 'a')).status).toBe(400);
    expect((await viewUser(null, 'bad name!')).status).toBe(400);
  });

  it('shows a private page as name and avatar only, except to the person and their connections', async () => {
    const owner = await newPerson('priv', 'Keshav Neupane', { isPrivate: true });
    const friend = await newPerson('friend', 'Manisha Ale');
    const stranger = await newPerson('strange', 'Arjun Shah');
    const limited = { username: owner.username, name: 'Keshav Neupane', isPrivate: true, visible: false, bio: null, city: null, memberSince: null, counts: null, reviews: [] };
    expect((await viewUser(null, owner.username)).body.data.user).toMatchObject(limited);
    expect((await viewUser(stranger, owner.username)).body.data.user).toMatchObject(limited);
    expect((await viewUser(owner, owner.username)).body.data).toMatchObject({ user: { visible: true, city: 'Lalitpur' }, viewer: { connection: { state: 'self' } } });

    const request = await send(friend, owner.username);
    expect((await viewUser(friend, owner.username)).body.data.user.visible).toBe(false); // asked, not yet connected
    await answer(owner, 'accept', request.body.data.id);
    const seen = await viewUser(friend, owner.username);
    expect(seen.body.data.user).toMatchObject({ visible: true, bio: expect.stringContaining('sel roti'), counts: { connections: 1 } });
    await remove(owner, friend.username);
    expect((await viewUser(friend, owner.username)).body.data.user.visible).toBe(false);
  });

  it('tells the viewer their relationship in every state, and whether they follow', async () => {
    const a = await newPerson('rel_a', 'Bhim Gurung');
    const b = await newPerson('rel_b', 'Dinesh Limbu');
    const state = async (viewer: Person, other: Person) => (await viewUser(viewer, other.username)).body.data.viewer;
    expect(await state(a, b)).toEqual({ connection: { state: 'none', canSendAfter: null }, following: false });
    const id = (await send(a, b.username)).body.data.id;
    expect((await state(a, b)).connection).toEqual({ state: 'sent', requestId: id });
    expect((await state(b, a)).connection).toEqual({ state: 'received', requestId: id, hidden: false });
    await answer(b, 'hide', id);
    expect((await state(b, a)).connection).toEqual({ state: 'received', requestId: id, hidden: true });
    await answer(b, 'decline', id);
    expect((await state(a, b)).connection).toMatchObject({ state: 'none', canSendAfter: expect.any(String) });
    expect((await state(b, a)).connection).toEqual({ state: 'none', canSendAfter: null });
    const back = (await send(b, a.username)).body.data.id;
    await answer(a, 'accept', back);
    expect((await state(a, b)).connection).toMatchObject({ state: 'connected', since: expect.any(String) });
    await followAdd(a, { type: 'user', id: b.id });
    expect(await state(a, b)).toMatchObject({ following: true });
    expect((await viewUser(null, b.username)).body.data.user.counts).toEqual({ followers: 1, connections: 1 });
  });

  it('shows a demo person’s public page, and a private demo person’s as name and avatar only', async () => {
    const open = DEMO_PEOPLE.find((p) => !p.isPrivate)!;
    const hidden = DEMO_PEOPLE.find((p) => p.isPrivate)!;
    expect((await viewUser(null, open.username)).body.data.user).toMatchObject({ visible: true, bio: open.bio, city: open.city });
    expect((await viewUser(null, hidden.username)).body.data.user).toMatchObject({ visible: false, bio: null, name: `${hidden.firstName} ${hidden.lastName}` });
  });
});

describe('privacy of every people answer', () => {
  it('never carries the other person’s email or phone: user page, send, answers, remove, lists, follows', async () => {
    const a = await newPerson('leak_a', 'Nirmala Pokharel');
    const b = await newPerson('leak_b', 'Prakash Bhandari');
    const answers: unknown[] = [];
    const keep = async <T extends { body: unknown }>(call: Promise<T>) => {
      const res = await call;
      answers.push(res.body);
      return res;
    };
    await keep(viewUser(null, a.username));
    await keep(viewUser(b, a.username));
    const sent = await keep(send(a, b.username));
    await keep(send(a, b.username));
    for (const tab of ['incoming', 'sent', 'hidden', 'connections']) {
      await keep(lists(a, `?tab=${tab}`));
      await keep(lists(b, `?tab=${tab}`));
    }
    await keep(answer(b, 'hide', sent.body.data.id));
    await keep(lists(b, '?tab=hidden'));
    await keep(answer(b, 'accept', sent.body.data.id));
    await keep(lists(a));
    await keep(lists(b, `?q=${encodeURIComponent(a.name.slice(0, 4))}`));
    await keep(followAdd(a, { type: 'user', id: b.id }));
    await keep(viewUser(a, b.username));
    await keep(remove(b, a.username));
    const second = await keep(send(b, a.username));
    await keep(answer(b, 'cancel', second.body.data.id));
    // The other side's secrets never appear; a's own answers may only ever carry a's own data, and here carry none.
    for (const body of answers) expect(leaks(body, a, b)).toEqual([]);
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, a.id));
    expect(row!.email).toBe(a.email); // the secret checked for is the real one
  });
});

describe('POST update-profile: what the public page shows', () => {
  it('saves bio, city and privacy; a private page then shows a visitor only the name and avatar', async () => {
    const { POST: updateProfile } = await import('@/app/api/V2/update-profile/route');
    const { callRoute } = await import('../support/call-route');
    const me = await newPerson('editor', 'Rupa Bista');
    const save = (body: unknown) =>
      callRoute(updateProfile, { url: '/api/V2/update-profile', method: 'POST', body, headers: { authorization: `Bearer ${me.token}` } });
    const res = await save({ bio: '  Bank clerk in Mahendranagar.  ', city: 'Mahendranagar', isPrivate: true });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ bio: 'Bank clerk in Mahendranagar.', city: 'Mahendranagar', isPrivate: true });
    expect((await viewUser(null, me.username)).body.data.user).toMatchObject({ visible: false, bio: null, city: null });
    expect((await save({ isPrivate: false, city: '' })).body.data.user).toMatchObject({ isPrivate: false, city: null });
    expect((await viewUser(null, me.username)).body.data.user).toMatchObject({ visible: true, bio: 'Bank clerk in Mahendranagar.', city: null });
    const bad = await save({ bio: 'x'.repeat(501), isPrivate: 'maybe' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['bio', 'isPrivate']);
  });
});
