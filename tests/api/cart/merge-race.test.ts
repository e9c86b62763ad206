import { eq, sql } from 'drizzle-orm';
import { POST as loginRoute } from '@/app/api/V2/login/user/route';
import { hashPassword } from '@/lib/server/auth/password';
import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { cartItems, carts, users } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { otherProduct, plainProduct } from './fixtures';
import { ORIGIN, Shopper } from './visitor';

useTestDatabase();
// Parallel requests on a busy shared machine: these timed out at jest's default 5 s in a full run (the api project's
// testTimeout did not apply), so the file sets its own.

// The reproduction: a guest puts one item in the cart and logs in; the page then sends several cart calls at
// once, each carrying the same guest cookie and session. The guest cart must join the customer's exactly once.

type Line = { productId: number; quantity: number; lineTotal: number };

async function customerWithPassword(): Promise<{ id: number; email: string; password: string }> {
  const unique = Math.random().toString(36).slice(2, 10);
  const password = 'Correct-horse-42';
  const [row] = await getDb()
    .insert(users)
    .values({
      username: `merge_${unique}`,
      name: 'Sita Sharma',
      email: `merge_${unique}@example.com`,
      emailConfirmedAt: new Date(),
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id, email: users.email });
  return { id: row!.id, email: row!.email!, password };
}

/** The browser's cart calls after login: session cookie and guest cookie together, our own Origin. */
function asBrowser(sessionToken: string, guestToken: string | null) {
  return (handler: Parameters<Shopper['call']>[0], url: string, options: Parameters<Shopper['call']>[2] = {}) =>
    callRoute(handler, {
      url,
      method: options.method ?? 'GET',
      body: options.body,
      headers: {
        origin: ORIGIN,
        cookie: [`ug_session=${encodeURIComponent(sessionToken)}`, guestToken ? `ug_cart=${guestToken}` : ''].filter(Boolean).join('; '),
      },
    });
}

async function guestCartRows(): Promise<number> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(carts).where(sql`${carts.guestTokenHash} IS NOT NULL`);
  return row!.n;
}

describe('guest cart joins the customer’s cart exactly once', () => {
  it('20 parallel GET cart carrying the same guest cookie and session cookie: × 1 in every answer and in the database', async () => {
    const product = await plainProduct();
    const guest = new Shopper();
    const added = await guest.add({ productId: product.id, quantity: 1 });
    expect(added.status).toBe(200);
    const unitPrice = added.body.data.cartItems[0].sellingPrice as number;
    const guestToken = guest.cartCookie!;
    const guestsBefore = await guestCartRows();

    // A session the page carries as its cookie (a session opened where the guest cookie did not reach the login,
    // e.g. another tab or the app's client): the cart calls are then the ones that merge, all at once.
    const account = await customerWithPassword();
    const session = (await createSession(account.id, 'password')).token;

    const { GET: getCart } = await import('@/app/api/V2/cart/route');
    const browser = asBrowser(session, guestToken);
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser(getCart, '/api/V2/cart')));

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) {
      const lines = answer.body.data.cartItems as Line[];
      expect(lines.map((l) => [l.productId, l.quantity, l.lineTotal])).toEqual([[product.id, 1, unitPrice]]);
      expect(answer.body.data.totals.subtotal).toBe(unitPrice);
    }

    // In the database: one customer cart with one unit, and the guest cart consumed.
    const [cart] = await getDb().select().from(carts).where(eq(carts.userId, account.id));
    const rows = await getDb().select().from(cartItems).where(eq(cartItems.cartId, cart!.id));
    expect(rows.map((r) => [r.productId, r.quantity])).toEqual([[product.id, 1]]);
    expect(await guestCartRows()).toBe(guestsBefore - 1);
  });

  it('20 parallel calls mixing cart reads and add-to-cart right after login: the guest’s unit once plus every add', async () => {
    const product = await plainProduct();
    const other = await otherProduct(product.id);
    const guest = new Shopper();
    await guest.add({ productId: product.id, quantity: 1 });
    const guestToken = guest.cartCookie!;

    const customer = new Shopper();
    await customer.logIn();
    const { GET: getCart } = await import('@/app/api/V2/cart/route');
    const { POST: addToCart } = await import('@/app/api/V2/add-to-cart/route');
    // Bearer token and the guest cookie (the app's client after a login), 15 reads and 5 adds of another product.
    const calls = Array.from({ length: 20 }, (_, i) => {
      const shopper = new Shopper();
      shopper.token = customer.token;
      shopper.cartCookie = guestToken;
      return i % 4 === 3
        ? shopper.call(addToCart, '/api/V2/add-to-cart', { body: { source: 'web', productId: other.id, quantity: 1 } })
        : shopper.call(getCart, '/api/V2/cart', { method: 'GET' });
    });
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(answer.headers.get('set-cookie')).toMatch(/ug_cart=;/);

    const final = await customer.cart();
    const quantities = Object.fromEntries((final.body.data.cartItems as Line[]).map((l) => [l.productId, l.quantity]));
    expect(quantities).toEqual({ [product.id]: 1, [other.id]: 5 });
  });

  it('the login answer itself takes the guest cart over and clears the cookie; a later call with the old cookie adds nothing', async () => {
    const product = await plainProduct();
    const guest = new Shopper();
    await guest.add({ productId: product.id, quantity: 2 });
    const guestToken = guest.cartCookie!;
    const account = await customerWithPassword();

    const login = await callRoute(loginRoute, {
      url: '/api/V2/login/user',
      method: 'POST',
      body: { identifier: account.email, password: account.password, source: 'web' },
      headers: { origin: ORIGIN, cookie: `ug_cart=${guestToken}` },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/ug_cart=;/);
    const [cart] = await getDb().select().from(carts).where(eq(carts.userId, account.id));
    const rows = await getDb().select().from(cartItems).where(eq(cartItems.cartId, cart!.id));
    expect(rows.map((r) => [r.productId, r.quantity])).toEqual([[product.id, 2]]);

    // A tab that still sends the old cookie: the guest cart is gone, nothing is added again.
    const { GET: getCart } = await import('@/app/api/V2/cart/route');
    const again = await asBrowser(login.body.data.token as string, guestToken)(getCart, '/api/V2/cart');
    expect((again.body.data.cartItems as Line[]).map((l) => l.quantity)).toEqual([2]);
  });
});
