import { eq } from 'drizzle-orm';
import { POST as addToCart } from '@/app/api/V2/add-to-cart/route';
import { GET as getCart } from '@/app/api/V2/cart/route';
import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';

// A shopper for the cart API tests: keeps the guest-cart cookie between calls like a browser, sends our own Origin
// on mutations, and can be logged in (Bearer token of a real session).

export const ORIGIN = 'http://localhost:3000';

type Handler = Parameters<typeof callRoute>[0];

export class Shopper {
  cartCookie: string | null = null;
  token: string | null = null;

  async call(handler: Handler, url: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
    if (this.cartCookie) headers.cookie = `ug_cart=${this.cartCookie}`;
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await callRoute(handler, { url, method: options.method ?? 'POST', body: options.body, headers });
    const setCookie = res.headers.get('set-cookie') ?? '';
    const match = /ug_cart=([^;]*)/.exec(setCookie);
    if (match) this.cartCookie = match[1] ? match[1] : null;
    return res;
  }

  cart() {
    return this.call(getCart, '/api/V2/cart', { method: 'GET' });
  }

  add(body: Record<string, unknown>) {
    return this.call(addToCart, '/api/V2/add-to-cart', { body: { source: 'web', ...body } });
  }

  /** Logs this shopper in as a fresh customer. */
  async logIn(name = 'Sita Sharma'): Promise<number> {
    const unique = Math.random().toString(36).slice(2, 10);
    const [user] = await getDb()
      .insert(users)
      .values({ username: `shopper_${unique}`, name, email: `shopper_${unique}@example.com` })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    this.token = (await createSession(user.id, 'password')).token;
    return user.id;
  }

  async userRow(id: number) {
    const [row] = await getDb().select().from(users).where(eq(users.id, id));
    return row;
  }
}
