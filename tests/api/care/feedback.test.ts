import { eq } from 'drizzle-orm';
import { GET as promptRoute, POST as feedbackRoute } from '@/app/api/V2/order/feedback/route';
import { POST as loginRoute } from '@/app/api/V2/login/user/route';
import { GET as listRoute } from '@/app/api/V2/support-tickets/route';
import { GET as ticketRoute } from '@/app/api/V2/ticket/[id]/route';
import { getDb } from '@/lib/server/db/client';
import { orderFeedback } from '@/lib/server/db/schema';
import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { call, newCustomer, type Customer } from '../orders/support';
import { customerWithDeliveredOrder, customerWithOrder } from './support';

// order/feedback: the cake, the delivery and the rider rated once per delivered order; the home page's prompt asks for
// the last delivered order not yet rated. And the demo customer's seeded ticket, answered by customer care.

useTestDatabase();

const rate = (c: Customer | null, body: unknown) => call(feedbackRoute, '/api/V2/order/feedback', c, { method: 'POST', body });
const prompt = (c: Customer | null) => call(promptRoute, '/api/V2/order/feedback', c);

describe('POST order/feedback', () => {
  it('rates the cake, the delivery and the rider of a delivered order, once', async () => {
    const { customer, order } = await customerWithDeliveredOrder();
    const res = await rate(customer, { orderId: order.id, rating: 5, deliveryRating: 4, riderRating: 3, comment: 'Rider was a bit lost but polite.' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ orderId: order.id, rating: 5, deliveryRating: 4, riderRating: 3, comment: 'Rider was a bit lost but polite.' });
    const [row] = await getDb().select().from(orderFeedback).where(eq(orderFeedback.orderId, order.id));
    expect(row).toMatchObject({ rating: 5, deliveryRating: 4, riderRating: 3 });
    const again = await rate(customer, { orderId: order.id, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_rated');
  });

  it('says clearly that an order not yet delivered cannot be rated (409), and hides another customer’s (404)', async () => {
    const { customer, order } = await customerWithOrder();
    const early = await rate(customer, { orderId: order.id, rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'not_delivered', message: 'You can rate an order once it has been delivered.' });
    expect((await rate(await newCustomer(), { orderId: order.id, rating: 5 })).status).toBe(404);
    expect((await rate(customer, { orderId: 999999, rating: 5 })).status).toBe(404);
  });

  it('refuses bad ratings naming the field (400) and a guest (401)', async () => {
    const { customer, order } = await customerWithDeliveredOrder();
    const bad = await rate(customer, { orderId: order.id, rating: 0, deliveryRating: 6, riderRating: 'great' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      rating: 'Rate the cake from 1 to 5 stars',
      deliveryRating: 'Rate the delivery from 1 to 5 stars',
      riderRating: 'Rate the rider from 1 to 5 stars',
    });
    expect((await rate(null, { orderId: order.id, rating: 5 })).status).toBe(401);
  });
});

describe('GET order/feedback (the home page’s prompt)', () => {
  it('asks about the last delivered order until it is rated', async () => {
    const { customer, order } = await customerWithDeliveredOrder();
    const res = await prompt(customer);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.data.orderFeedback).toMatchObject({ orderId: order.id, number: order.number, url: `/profile/orders/view-order/${order.id}`, itemName: expect.any(String) });
    await rate(customer, { orderId: order.id, rating: 4 });
    expect((await prompt(customer)).body.data.orderFeedback).toBeNull();
  });

  it('is null for a customer without delivered orders, and needs a login', async () => {
    const { customer } = await customerWithOrder();
    expect((await prompt(customer)).body.data.orderFeedback).toBeNull();
    expect((await prompt(null)).status).toBe(401);
  });
});

describe('the demo customer', () => {
  it('is asked to rate their newest delivered order, and has a ticket customer care answered', async () => {
    const login = await callRoute(loginRoute, {
      url: '/api/V2/login/user',
      method: 'POST',
      body: { identifier: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, source: 'web' },
    });
    const demo: Customer = { userId: login.body.data.user.id, token: login.body.data.token, headers: { authorization: `Bearer ${login.body.data.token}` } };
    expect((await prompt(demo)).body.data.orderFeedback).toMatchObject({ itemName: 'Red Velvet Heart Cake' });
    const list = await call(listRoute, '/api/V2/support-tickets/', demo);
    expect(list.body.data.tickets).toHaveLength(1);
    const [ticket] = list.body.data.tickets;
    expect(ticket).toMatchObject({ topic: 'other', statusLabel: 'Waiting for you', lastMessage: { by: 'staff' } });
    expect(new Date(ticket.createdAt).getTime()).toBeLessThan(Date.now());
    const detail = await callRoute(ticketRoute as never, { url: `/api/V2/ticket/${ticket.id}`, params: { id: String(ticket.id) }, headers: demo.headers });
    expect(detail.body.data.ticket.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'staff']);
  });
});
