import { eq, sql } from 'drizzle-orm';
import { POST } from '@/app/api/V2/newsletter/subscribe/route';
import { newsletterSubscriptions } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

const { db } = useTestDatabase();

const subscribe = (body: unknown) => callRoute(POST, { url: '/api/V2/newsletter/subscribe', method: 'POST', body });

async function rowsFor(email: string) {
  return db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

test('a new address is thanked and stored lower-cased', async () => {
  const { status, body } = await subscribe({ email: '  Sita.Gurung@Example.com ' });
  expect(status).toBe(200);
  expect(body.data.message).toBe('Thank you for subscribing to Upahar Ghar!');
  expect(await rowsFor('sita.gurung@example.com')).toHaveLength(1);
});

test('subscribing again, in any letter case, is answered kindly without a second row', async () => {
  await subscribe({ email: 'ram.thapa@example.com' });
  const again = await subscribe({ email: 'ram.thapa@example.com' });
  expect(again.status).toBe(200);
  expect(again.body.data.message).toBe("You're already subscribed — thank you!");

  const shouting = await subscribe({ email: 'RAM.THAPA@EXAMPLE.COM' });
  expect(shouting.status).toBe(200);
  expect(shouting.body.data.message).toBe("You're already subscribed — thank you!");
  expect(await rowsFor('ram.thapa@example.com')).toHaveLength(1);
});

test('two sign-ups of one address at the same moment leave one row', async () => {
  const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: 'hari@example.com' })));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  expect(answers.filter((a) => a.body.data.message.startsWith('Thank you for subscribing'))).toHaveLength(1);
  expect(await rowsFor('hari@example.com')).toHaveLength(1);
});

test.each([['not-an-email'], ['asha@'], ['asha@example'], [''], [42]])('%p is refused with 400 Invalid email format', async (email) => {
  const before = await db().select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions);
  const { status, body } = await subscribe({ email });
  expect(status).toBe(400);
  expect(body.error.message).toBe('Invalid email format');
  expect(body.error.fields).toEqual({ email: 'Invalid email format' });
  const after = await db().select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions);
  expect(after[0]?.n).toBe(before[0]?.n);
});

test('a body without an email, or no body at all, is a 400 and not a server error', async () => {
  const empty = await subscribe({});
  expect(empty.status).toBe(400);
  expect(empty.body.error.fields).toEqual({ email: 'Invalid email format' });

  const none = await callRoute(POST, { url: '/api/V2/newsletter/subscribe', method: 'POST' });
  expect(none.status).toBe(400);
  expect(none.body.error.message).toEqual(expect.any(String));

  const garbage = await subscribe('{not json');
  expect(garbage.status).toBe(400);
});
