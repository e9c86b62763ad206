import { eq, sql } from 'drizzle-orm';
import { POST as loginRoute } from '@/app/api/V2/login/user/route';
import { GET as orderListing } from '@/app/api/V2/order-listing/route';
import { users } from '@/lib/server/db/schema';
import { DEMO_PEOPLE } from '@/lib/server/db/seed/data/people';
import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// The demo shop's people: the community members exist as accounts nobody can log in to, and the demo customer the
// README names can log in and finds the orders that order feedback, verified reviews and complaints need.

const { db } = useTestDatabase();

describe('the demo community', () => {
  test('every demo person is an account with a public face and no way to log in', async () => {
    const rows = await db().select().from(users).where(sql`${users.username} IN ${DEMO_PEOPLE.map((p) => p.username)}`);
    expect(rows).toHaveLength(DEMO_PEOPLE.length);
    for (const row of rows) {
      expect(row).toMatchObject({ email: null, phone: null, passwordHash: null, googleSub: null, facebookId: null, role: 'customer' });
      expect(row.bio.length).toBeGreaterThan(20);
      expect(row.avatarArt).toMatch(/^\/media\/avatar\//);
    }
    expect(rows.filter((r) => r.isPrivate).length).toBe(DEMO_PEOPLE.filter((p) => p.isPrivate).length);
  });

  test('the demo customer logs in with the README’s password and sees three delivered orders and a cancelled one', async () => {
    const login = await callRoute(loginRoute, {
      url: '/api/V2/login/user',
      method: 'POST',
      body: { identifier: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, source: 'web' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ username: DEMO_CUSTOMER.username, confirmed: true, phoneVerified: true });

    const list = await callRoute(orderListing, { url: '/api/V2/order-listing?page=1', headers: { authorization: `Bearer ${login.body.data.token}` } });
    expect(list.status).toBe(200);
    const statuses = list.body.data.orders.map((o: { status: string }) => o.status).sort();
    expect(statuses).toEqual(['cancelled', 'delivered', 'delivered', 'delivered']);
    for (const order of list.body.data.orders) expect(order.total).toBeGreaterThan(0);
    // Dated from the day the seed ran: the newest delivered order is from the last week, whatever day this runs.
    const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.username, DEMO_CUSTOMER.username));
    const newest = await db().execute<{ age: number }>(
      sql`SELECT EXTRACT(EPOCH FROM now() - max(created_at)) / 86400 AS age FROM orders WHERE user_id = ${demo!.id} AND status = 'delivered'`,
    );
    expect(Number(newest.rows[0]?.age)).toBeLessThan(8);
  });
});
