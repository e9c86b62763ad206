import { POST as cancelRoute } from '@/app/api/V2/cancellation-request/route';
import { GET as detailRoute } from '@/app/api/V2/order-detail/route';
import { GET as listRoute } from '@/app/api/V2/order-listing/route';
import { POST as feedbackRoute } from '@/app/api/V2/order/feedback/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { advanceOrder, placeOrder } from '@/lib/server/services/orders';
import { useTestDatabase } from '../support/database';
import { bookedCount, call, checkoutBody, fillCart, newCustomer, shopper, stockOf, type Customer } from './support';

useTestDatabase();

async function placedOrder(quantity = 1) {
  const s = await shopper(quantity);
  const res = await call(placeOrderRoute, '/api/V2/place-order', s.customer, { method: 'POST', body: await checkoutBody(s.addressId) });
  if (res.status !== 201) throw new Error(`place-order failed: ${JSON.stringify(res.body)}`);
  return { ...s, order: res.body.data as { id: number; number: string; deliveryDate: string; slotId: number; delivery: { slotId: number } } };
}

const cancel = (customer: Customer | null, body: unknown) => call(cancelRoute, '/api/V2/cancellation-request', customer, { method: 'POST', body });
const rate = (customer: Customer | null, body: unknown) => call(feedbackRoute, '/api/V2/order/feedback', customer, { method: 'POST', body });

describe('order-listing and order-detail', () => {
  it('lists only the customer’s own orders, newest first, with cancellation reasons and pagination', async () => {
    const { customer, addressId, product } = await placedOrder();
    await fillCart(customer.userId, product.id, 1);
    const second = await placeOrder(customer.userId, { ...(await checkoutBody(addressId)), paymentMethod: 'khalti' });
    await placedOrder(); // someone else's

    const res = await call(listRoute, '/api/V2/order-listing/?page=1', customer);
    expect(res.status).toBe(200);
    expect(res.body.data.orders.map((o: { id: number }) => o.id)[0]).toBe(second.order.id);
    expect(res.body.data.orders).toHaveLength(2);
    expect(res.body.data.orders[0]).toMatchObject({ status: 'placed', statusLabel: 'Placed', paymentStatus: 'unpaid', canCancel: true, canPay: true, itemCount: 1 });
    expect(res.body.data.orders[1]).toMatchObject({ paymentMethod: 'cod', canPay: false });
    expect(res.body.data.cancellationReasons.length).toBeGreaterThan(3);
    expect(res.body.data.cancellationReasons[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
    expect(res.body.meta.pagination).toEqual({ total: 2, count: 2, perPage: 10, currentPage: 1, totalPages: 1 });

    const page2 = await call(listRoute, '/api/V2/order-listing/?page=2', customer);
    expect(page2.body.data.orders).toEqual([]);
    expect((await call(listRoute, '/api/V2/order-listing/?page=0', customer)).status).toBe(400);
    expect((await call(listRoute, '/api/V2/order-listing/', null)).status).toBe(401);
  });

  it('shows the owner the whole order; anyone else gets 404; bad ids 400', async () => {
    const { customer, order, product } = await placedOrder();
    const res = await call(detailRoute, `/api/V2/order-detail?orderId=${order.id}`, customer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.id, number: order.number, status: 'placed', canCancel: true, canGiveFeedback: false });
    expect(res.body.data.items[0]).toMatchObject({ productId: product.id, name: product.name });
    expect(res.body.data.history).toEqual([expect.objectContaining({ status: 'placed', label: 'Placed' })]);

    const stranger = await newCustomer('Ram');
    const foreign = await call(detailRoute, `/api/V2/order-detail?orderId=${order.id}`, stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Order not found');
    expect((await call(detailRoute, '/api/V2/order-detail?orderId=999999', customer)).status).toBe(404);
    expect((await call(detailRoute, '/api/V2/order-detail?orderId=abc', customer)).status).toBe(400);
    expect((await call(detailRoute, `/api/V2/order-detail?orderId=${order.id}`, null)).status).toBe(401);
  });
});

describe('cancellation-request', () => {
  it('cancels a placed order with a reason and gives back the stock and the slot', async () => {
    const { customer, order, product } = await placedOrder(2);
    const stockAfterOrder = await stockOf(product.id);
    const booked = await bookedCount(order.delivery.slotId, order.deliveryDate);
    const res = await cancel(customer, { orderId: order.id, reasonId: 2, note: 'Party moved to next week' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', canCancel: false, cancellation: { note: 'Party moved to next week' } });
    expect(res.body.data.history.map((h: { status: string }) => h.status)).toEqual(['placed', 'cancelled']);
    expect(await stockOf(product.id)).toBe(stockAfterOrder + 2);
    expect(await bookedCount(order.delivery.slotId, order.deliveryDate)).toBe(booked - 1);

    // Twice is refused and gives nothing back a second time.
    const again = await cancel(customer, { orderId: order.id, reasonId: 2 });
    expect(again.status).toBe(409);
    expect(await stockOf(product.id)).toBe(stockAfterOrder + 2);
  });

  it('is refused once the order is being prepared, for someone else’s order, and with a bad reason', async () => {
    const { customer, order } = await placedOrder();
    const stranger = await newCustomer('Shyam');
    expect((await cancel(stranger, { orderId: order.id, reasonId: 1 })).status).toBe(404);
    expect((await cancel(customer, { orderId: order.id, reasonId: 9999 })).status).toBe(422);
    expect((await cancel(customer, { orderId: order.id })).status).toBe(400);
    expect((await cancel(null, { orderId: order.id, reasonId: 1 })).status).toBe(401);

    await advanceOrder(order.id, 'confirmed');
    await advanceOrder(order.id, 'baking');
    const late = await cancel(customer, { orderId: order.id, reasonId: 1 });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/already started preparing/);
  });

  it('the shop cannot skip steps (placed → delivered is refused)', async () => {
    const { order } = await placedOrder();
    await expect(advanceOrder(order.id, 'delivered')).rejects.toMatchObject({ status: 409 });
  });
});

describe('order/feedback', () => {
  it('opens only after delivery, once per order, for the owner', async () => {
    const { customer, order } = await placedOrder();
    const early = await rate(customer, { orderId: order.id, rating: 5, comment: 'Lovely' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/once it has been delivered/);

    for (const step of ['confirmed', 'baking', 'ready', 'out_for_delivery', 'delivered'] as const) await advanceOrder(order.id, step);
    expect((await rate(customer, { orderId: order.id, rating: 6 })).status).toBe(400);
    const stranger = await newCustomer('Laxmi');
    expect((await rate(stranger, { orderId: order.id, rating: 4 })).status).toBe(404);

    const res = await rate(customer, { orderId: order.id, rating: 5, comment: 'The cake was perfect' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ orderId: order.id, rating: 5, comment: 'The cake was perfect' });
    expect((await rate(customer, { orderId: order.id, rating: 1 })).status).toBe(409);

    const detail = await call(detailRoute, `/api/V2/order-detail?orderId=${order.id}`, customer);
    expect(detail.body.data).toMatchObject({ status: 'delivered', canGiveFeedback: false, feedback: { rating: 5 } });
    expect(detail.body.data.history.map((h: { status: string }) => h.status)).toEqual(['placed', 'confirmed', 'baking', 'ready', 'out_for_delivery', 'delivered']);
  });
});
