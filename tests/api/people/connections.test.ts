import { sql } from 'drizzle-orm';
import { RESEND_COOLDOWN_DAYS } from '@/lib/domain/connections';
import { useTestDatabase } from '../support/database';
import { answer, backdate, countsOf, lists, newPerson, noticesFor, remove, send, type Person } from './helpers';

// Every connection endpoint and every transition of the machine through the API: each allowed one by the right
// side, each refused one (wrong side → 404, wrong state → 409), and the parallel double taps a browser makes.

const { db } = useTestDatabase();

const rowsBetween = async (a: Person, b: Person) =>
  (
    await db().execute<{ id: number; status: string; sender_id: number }>(
      sql`SELECT id, status, sender_id FROM connections WHERE least(sender_id, recipient_id) = ${Math.min(a.id, b.id)} AND greatest(sender_id, recipient_id) = ${Math.max(a.id, b.id)}`,
    )
  ).rows;

async function pair(label: string) {
  const a = await newPerson(`${label}_a`, 'Asha Gurung');
  const b = await newPerson(`${label}_b`, 'Bikash Thapa');
  return { a, b };
}

async function requested(label: string) {
  const { a, b } = await pair(label);
  const sent = await send(a, b.username);
  expect(sent.status).toBe(201);
  return { a, b, id: sent.body.data.id as number };
}

async function connected(label: string) {
  const { a, b, id } = await requested(label);
  expect((await answer(b, 'accept', id)).status).toBe(200);
  return { a, b, id };
}

describe('POST connection/send', () => {
  it('sends a request: the sender sees it as sent, the recipient as incoming, and is told once', async () => {
    const { a, b } = await pair('send');
    const res = await send(a, b.username.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ person: { username: b.username, name: b.name }, relationship: { state: 'sent' }, changed: true });
    expect((await lists(a, '?tab=sent')).body.data.items.map((i: { person: { username: string } }) => i.person.username)).toEqual([b.username]);
    const incoming = (await lists(b, '?tab=incoming')).body.data;
    expect(incoming.items).toHaveLength(1);
    expect(incoming.items[0]).toMatchObject({ id: res.body.data.id, person: { username: a.username }, hidden: false });
    expect(incoming.counts).toEqual({ connections: 0, incoming: 1, sent: 0, hidden: 0 });
    expect(await noticesFor(b.id, 'connection.request')).toBe(1);
  });

  it('refuses yourself (422), an unknown person (404), a bad body (400) and a visitor (401)', async () => {
    const { a } = await pair('refuse');
    const self = await send(a, a.username);
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe('connection_self');
    expect((await send(a, 'nobody_by_this_name')).status).toBe(404);
    const bad = await send(a, 'x');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.username).toBeDefined();
    expect((await send({ ...a, token: '' }, 'anyone')).status).toBe(401);
  });

  it('makes two parallel sends (a double tap) one request and one notice', async () => {
    const { a, b } = await pair('double');
    const results = await Promise.all([send(a, b.username), send(a, b.username), send(a, b.username)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await rowsBetween(a, b)).toHaveLength(1);
    expect(await noticesFor(b.id, 'connection.request')).toBe(1);
  });

  it('connects two people who ask each other at the same moment: one row, one connection each', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { a, b } = await pair(`both${round}`);
      const [ab, ba] = await Promise.all([send(a, b.username), send(b, a.username)]);
      expect([ab.status, ba.status].sort()).toEqual([200, 201]);
      const rows = await rowsBetween(a, b);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('accepted');
      expect((await countsOf(a.id)).connections).toBe(1);
      expect((await countsOf(b.id)).connections).toBe(1);
    }
  });

  it('refuses people already connected (409)', async () => {
    const { a, b } = await connected('already');
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const res = await send(from, to.username);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('already_connected');
    }
  });
});

describe('POST connection/accept/{id}', () => {
  it('connects them: both counts +1, the sender told once; accepting again changes nothing', async () => {
    const { a, b, id } = await requested('accept');
    const res = await answer(b, 'accept', id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, person: { username: a.username }, relationship: { state: 'connected' }, changed: true });
    expect(await noticesFor(a.id, 'connection.accepted')).toBe(1);
    const again = await answer(b, 'accept', id);
    expect(again.status).toBe(200);
    expect(again.body.data.changed).toBe(false);
    expect(await countsOf(a.id)).toMatchObject({ connections: 1 });
    expect(await countsOf(b.id)).toMatchObject({ connections: 1 });
    expect(await noticesFor(a.id, 'connection.accepted')).toBe(1);
    expect((await lists(a)).body.data.items.map((i: { person: { username: string } }) => i.person.username)).toEqual([b.username]);
    expect((await lists(b)).body.data.counts.connections).toBe(1);
  });

  it('counts five parallel accepts once', async () => {
    const { a, b, id } = await requested('accept5');
    const results = await Promise.all(Array.from({ length: 5 }, () => answer(b, 'accept', id)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.data.changed)).toHaveLength(1);
    expect((await countsOf(a.id)).connections).toBe(1);
    expect((await countsOf(b.id)).connections).toBe(1);
    expect(await noticesFor(a.id, 'connection.accepted')).toBe(1);
  });

  it('answers the sender, a stranger, an unknown id 404; a visitor 401; a bad id 400', async () => {
    const { a, id } = await requested('acceptwrong');
    const stranger = await newPerson('stranger', 'Chandra Rai');
    for (const who of [a, stranger]) {
      const res = await answer(who, 'accept', id);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Connection request not found');
    }
    expect((await answer(a, 'accept', 999999)).status).toBe(404);
    expect((await answer(null, 'accept', id)).status).toBe(401);
    expect((await answer(a, 'accept', 'abc')).status).toBe(400);
    expect((await countsOf(a.id)).connections).toBe(0);
  });

  it('refuses a request that was declined, cancelled or expired (409)', async () => {
    const declined = await requested('accdecl');
    await answer(declined.b, 'decline', declined.id);
    const res = await answer(declined.b, 'accept', declined.id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('request_not_pending');

    const cancelled = await requested('acccanc');
    await answer(cancelled.a, 'cancel', cancelled.id);
    expect((await answer(cancelled.b, 'accept', cancelled.id)).body.error.code).toBe('request_not_pending');

    const old = await requested('accexp');
    await backdate(old.id, { sent: 200 });
    const expired = await answer(old.b, 'accept', old.id);
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('request_expired');
  });
});

describe('POST connection/decline/{id}', () => {
  it('declines quietly; the sender waits the cooldown to ask again, the one who declined may ask at once', async () => {
    const { a, b, id } = await requested('decline');
    expect((await answer(a, 'decline', id)).status).toBe(404); // the sender's side
    const res = await answer(b, 'decline', id);
    expect(res.status).toBe(200);
    expect(res.body.data.relationship).toEqual({ state: 'none', canSendAfter: null });
    expect((await answer(b, 'decline', id)).body.data.changed).toBe(false);
    expect(await noticesFor(a.id, 'connection.accepted')).toBe(0);
    expect((await lists(b, '?tab=incoming')).body.data.items).toHaveLength(0);

    const early = await send(a, b.username);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('connection_cooldown');
    expect(early.body.error.message).toMatch(/again from \d{1,2} \w+ \d{4}/);

    await backdate(id, { responded: RESEND_COOLDOWN_DAYS.declined });
    const later = await send(a, b.username);
    expect(later.status).toBe(201);
    expect(later.body.data.id).toBe(id);
    expect(await noticesFor(b.id, 'connection.request')).toBe(2);
  });

  it('lets the person who declined send their own request straight away', async () => {
    const { a, b, id } = await requested('declback');
    await answer(b, 'decline', id);
    const res = await send(b, a.username);
    expect(res.status).toBe(201);
    expect((await lists(a, '?tab=incoming')).body.data.items[0].person.username).toBe(b.username);
  });
});

describe('POST connection/cancel/{id}', () => {
  it('cancels by the sender only; the recipient no longer sees it; asking again waits the cooldown', async () => {
    const { a, b, id } = await requested('cancel');
    expect((await answer(b, 'cancel', id)).status).toBe(404);
    const res = await answer(a, 'cancel', id);
    expect(res.status).toBe(200);
    expect((await answer(a, 'cancel', id)).body.data.changed).toBe(false);
    expect((await lists(b, '?tab=incoming')).body.data.items).toHaveLength(0);
    expect((await send(a, b.username)).body.error.code).toBe('connection_cooldown');
    await backdate(id, { responded: RESEND_COOLDOWN_DAYS.cancelled });
    expect((await send(a, b.username)).status).toBe(201);
  });

  it('refuses cancelling an accepted request (remove it instead)', async () => {
    const { a, id } = await connected('cancelacc');
    const res = await answer(a, 'cancel', id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('request_not_pending');
  });
});

describe('POST connection/hide/{id}', () => {
  it('hides an incoming request: out of the incoming list, in the hidden list, still pending for the sender', async () => {
    const { a, b, id } = await requested('hide');
    expect((await answer(a, 'hide', id)).status).toBe(404);
    expect((await answer(b, 'hide', id)).status).toBe(200);
    expect((await answer(b, 'hide', id)).body.data.changed).toBe(false);
    const mine = (await lists(b, '?tab=hidden')).body.data;
    expect(mine.items).toMatchObject([{ id, hidden: true, person: { username: a.username } }]);
    expect(mine.counts).toMatchObject({ incoming: 0, hidden: 1 });
    expect((await lists(a, '?tab=sent')).body.data.items).toHaveLength(1);
    expect((await send(a, b.username)).status).toBe(200); // still pending: no second request
    expect((await answer(b, 'accept', id)).body.data.relationship.state).toBe('connected');
    expect((await lists(b, '?tab=hidden')).body.data.items).toHaveLength(0);
  });

  it('refuses hiding an answered request (409)', async () => {
    const { b, id } = await connected('hideacc');
    expect((await answer(b, 'hide', id)).body.error.code).toBe('request_not_pending');
  });
});

describe('expiry', () => {
  it('drops a request older than six months from every list; either side may send a new one', async () => {
    const { a, b, id } = await requested('expire');
    await backdate(id, { sent: 185 });
    expect((await lists(b, '?tab=incoming')).body.data.items).toHaveLength(0);
    expect((await lists(a, '?tab=sent')).body.data.items).toHaveLength(0);
    for (const action of ['decline', 'hide'] as const) expect((await answer(b, action, id)).body.error.code).toBe('request_expired');
    expect((await answer(a, 'cancel', id)).body.error.code).toBe('request_expired');
    const renewed = await send(b, a.username);
    expect(renewed.status).toBe(201);
    expect(renewed.body.data.relationship).toEqual({ state: 'sent', requestId: id });
    expect(await noticesFor(a.id, 'connection.request')).toBe(1);
  });
});

describe('POST connection/remove', () => {
  it('ends a connection from either side: both counts -1 once, even removed twice in parallel', async () => {
    const { a, b } = await connected('remove');
    const results = await Promise.all([remove(a, b.username), remove(a, b.username), remove(b, a.username)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.data.changed)).toHaveLength(1);
    expect((await countsOf(a.id)).connections).toBe(0);
    expect((await countsOf(b.id)).connections).toBe(0);
    expect((await lists(a)).body.data.items).toHaveLength(0);
    expect((await send(b, a.username)).status).toBe(201); // no cooldown after a removal
  });

  it('answers 404 to people who are not connected, a pending request, yourself and an unknown name', async () => {
    const { a, b } = await requested('removeno');
    const stranger = await newPerson('removestr', 'Deepa KC');
    expect((await remove(a, b.username)).status).toBe(404);
    expect((await remove(stranger, a.username)).status).toBe(404);
    expect((await remove(a, a.username)).status).toBe(404);
    expect((await remove(a, 'no_such_person')).status).toBe(404);
    expect((await remove(a, '')).status).toBe(400);
  });
});

describe('GET connections', () => {
  it('searches each list by name or handle, and pages it', async () => {
    const me = await newPerson('searcher', 'Gita Sharma');
    const names = ['Hari Poudel', 'Harka Limbu', 'Sunita Rai'];
    for (const [i, name] of names.entries()) {
      const other = await newPerson(`srch${i}`, name);
      const res = await send(other, me.username);
      await answer(me, 'accept', res.body.data.id);
    }
    const har = (await lists(me, '?q=HAR')).body.data;
    expect(har.items.map((i: { person: { name: string } }) => i.person.name).sort()).toEqual(['Hari Poudel', 'Harka Limbu']);
    expect(har.q).toBe('HAR');
    const literal = (await lists(me, '?q=%25')).body;
    expect(literal.data.items).toHaveLength(0);
    expect((await lists(me, '?q=srch2')).body.data.items.map((i: { person: { name: string } }) => i.person.name)).toEqual(['Sunita Rai']);
    const page = await lists(me, '?page=1');
    expect(page.body.meta.pagination).toMatchObject({ total: 3, count: 3, currentPage: 1, totalPages: 1 });
  });

  it('pages a person’s connections from both sides of the pair, newest first, without gaps or repeats', async () => {
    const before = await Promise.all(Array.from({ length: 12 }, (_, i) => newPerson(`pgb${i}`, `Before ${i}`)));
    const me = await newPerson('pager', 'Kiran Tamang');
    const after = await Promise.all(Array.from({ length: 12 }, (_, i) => newPerson(`pga${i}`, `After ${i}`)));
    const others = [...before, ...after];
    for (const other of others) {
      const res = await send(other, me.username);
      await answer(me, 'accept', res.body.data.id);
    }
    const first = (await lists(me)).body;
    const second = (await lists(me, '?page=2')).body;
    expect(first.meta.pagination).toMatchObject({ total: 24, count: 20, totalPages: 2 });
    expect(second.meta.pagination).toMatchObject({ currentPage: 2, count: 4 });
    const seen = [...first.data.items, ...second.data.items].map((i: { person: { username: string } }) => i.person.username);
    expect(seen).toEqual(others.map((o) => o.username).reverse()); // accepted last → listed first
  });

  it('refuses a visitor (401) and a bad tab or page (400)', async () => {
    const me = await newPerson('lister', 'Hema Joshi');
    expect((await lists(null)).status).toBe(401);
    expect((await lists(me, '?tab=everyone')).body.error.fields.tab).toBeDefined();
    expect((await lists(me, '?page=0')).status).toBe(400);
    expect((await lists(me, `?q=${'a'.repeat(61)}`)).status).toBe(400);
  });
});
