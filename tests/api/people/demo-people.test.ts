import { sql } from 'drizzle-orm';
import { POST as loginRoute } from '@/app/api/V2/login/user/route';
import { CONNECTION_STATUSES } from '@/lib/domain/connections';
import { DEMO_PEOPLE } from '@/lib/server/db/seed/data/people';
import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { lists, viewUser, type Person } from './helpers';

// The demo community's connections and follows: every state exists, the counts agree with the rows, and the demo
// customer has something in every list of /profile/connections.

const { db } = useTestDatabase();

async function demoCustomer(): Promise<Person> {
  const login = await callRoute(loginRoute, { url: '/api/V2/login/user', method: 'POST', body: { identifier: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  const { token, user } = login.body.data;
  return { id: user.id, token, username: user.username, name: user.name, email: user.email, phone: user.phone };
}

describe('the demo people', () => {
  it('are at least 40 people with avatars and bios, with connections in every state and follows', async () => {
    expect(DEMO_PEOPLE.length).toBeGreaterThanOrEqual(40);
    const states = await db().execute<{ status: string; n: number }>(sql`SELECT status, count(*)::int AS n FROM connections GROUP BY status`);
    const byStatus = Object.fromEntries(states.rows.map((r) => [r.status, r.n]));
    for (const status of CONNECTION_STATUSES) expect(byStatus[status]).toBeGreaterThan(0);
    const extra = await db().execute<{ hidden: number; expired: number; follows: number }>(sql`SELECT
      (SELECT count(*)::int FROM connections WHERE status = 'pending' AND hidden_at IS NOT NULL) AS hidden,
      (SELECT count(*)::int FROM connections WHERE status = 'pending' AND sent_at < now() - interval '6 months') AS expired,
      (SELECT count(*)::int FROM follows) AS follows`);
    expect(extra.rows[0]!.hidden).toBeGreaterThan(0);
    expect(extra.rows[0]!.expired).toBeGreaterThan(0);
    expect(extra.rows[0]!.follows).toBeGreaterThan(DEMO_PEOPLE.length * 3);
  });

  it('keep counters that agree with the rows', async () => {
    const wrong = await db().execute(sql`
      SELECT u.id FROM users u
      LEFT JOIN people_counts pc ON pc.user_id = u.id
      LEFT JOIN follow_counts fc ON fc.target_type = 'user' AND fc.target_id = u.id
      WHERE coalesce(pc.connections, 0) <> (SELECT count(*) FROM connections c WHERE c.status = 'accepted' AND u.id IN (c.user_low, c.user_high))
         OR coalesce(pc.following, 0) <> (SELECT count(*) FROM follows f WHERE f.follower_id = u.id)
         OR coalesce(fc.followers, 0) <> (SELECT count(*) FROM follows f WHERE f.target_type = 'user' AND f.target_id = u.id)`);
    expect(wrong.rows).toEqual([]);
  });

  it('give the demo customer something in every list, and a private connection she may see', async () => {
    const me = await demoCustomer();
    const { counts } = (await lists(me)).body.data;
    expect(counts).toEqual({ connections: 5, incoming: 2, sent: 2, hidden: 1 });
    const manoj = await viewUser(me, 'manoj_shahi');
    expect(manoj.body.data.user).toMatchObject({ isPrivate: true, visible: true });
    expect((await viewUser(null, 'manoj_shahi')).body.data.user.visible).toBe(false);
    const asmita = await viewUser(me, 'asmita_limbu');
    expect(asmita.body.data.viewer.connection).toMatchObject({ state: 'none', canSendAfter: expect.any(String) });
  });

  it('have reviews of their own on their pages', async () => {
    const res = await viewUser(null, DEMO_PEOPLE[10]!.username);
    expect(res.body.data.user.reviews.length).toBeGreaterThan(0);
    expect((await viewUser(null, DEMO_PEOPLE[0]!.username)).body.data.user.reviews).toEqual([]); // staff do not review the shop
  });
});
