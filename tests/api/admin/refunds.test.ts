import { POST as cancelRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/cancel/route';
import { GET as detailRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/route';
import { POST as refundRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/refund/route';
import { GET as listRoute } from '@/app/api/dashboard/v1/admin/orders/route';
import { formatNpr } from '@/lib/domain/money';
import { listOutbox } from '@/lib/server/mail/outbox';
import { simulatorFetch } from '../payments/support/simulator-fetch';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newStaffMember } from '../support/users';
import { asStaff, historyOf, newOrder, orderRow, paidOrder, UNKNOWN_ORDER, type Caller } from './orders-support';

// Refunds: a paid order cancelled by the shop becomes "refund due" with its amount; staff with orders.payments mark the
// refund done once (the row is locked: a double tap or two colleagues at once → one 200, one 409), the payment becomes
// refunded with who and when, the timeline says so, and the customer is told by mail and SMS.

useTempOutbox();
useTestDatabase();
beforeAll(() => {
  // Paying goes through the eSewa simulator in-process.
  jest.spyOn(globalThis, 'fetch').mockImplementation(simulatorFetch() as typeof fetch);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

const cancel = (who: Caller, id: number, reason: string) =>
  asStaff(cancelRoute, `/api/dashboard/v1/admin/orders/${id}/cancel`, who, { id, method: 'POST', body: { reason } });
const refund = (who: Caller, id: number | string, body?: unknown) =>
  asStaff(refundRoute, `/api/dashboard/v1/admin/orders/${id}/refund`, who, { id, method: 'POST', body });
const money = (paisa: number) => formatNpr(paisa, { compact: false });

describe('POST admin/orders/{id}/refund', () => {
  it('cancel a paid order → refund due with the amount → mark done → refunded, who and when, the customer told once', async () => {
    const { buyer, order } = await paidOrder();
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const manager = await newStaffMember('manager', 'Asha Gurung');
    const support = await newStaffMember('support', 'Binita Lama');

    const cancelled = await cancel(manager, order.id, 'The oven broke down');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.refund).toEqual({ status: 'due', amount: order.totals.total, at: null, by: null });
    expect(cancelled.body.data.payment.status).toBe('paid');
    const due = await asStaff(listRoute, `/api/dashboard/v1/admin/orders?refund=due&customer=${buyer.userId}`, support);
    expect(due.body.data.orders).toEqual([expect.objectContaining({ id: order.id, refundStatus: 'due', paymentStatus: 'paid' })]);
    // Support sees the button; the kitchen never does.
    expect((await asStaff(detailRoute, '/x', support, { id: order.id })).body.data.actions.refund).toBe(true);
    expect((await asStaff(detailRoute, '/x', await newStaffMember('kitchen'), { id: order.id })).body.data.actions.refund).toBe(false);

    const done = await refund(support, order.id, { note: 'Sent back from the eSewa merchant portal, ref 7HX2' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded' },
      refund: { status: 'done', amount: order.totals.total, by: { id: support.id, name: 'Binita Lama', role: 'support' } },
      actions: { refund: false },
    });
    expect(Math.abs(new Date(done.body.data.refund.at).getTime() - Date.now())).toBeLessThan(60_000);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ refundStatus: 'done', paymentStatus: 'refunded', refundedBy: support.id });
    const entry = (await historyOf(order.id)).at(-1)!;
    expect(entry).toMatchObject({ status: 'cancelled', by: 'shop', byUserId: support.id });
    expect(entry.note).toBe(`Refund of ${money(order.totals.total)} through eSewa done: Sent back from the eSewa merchant portal, ref 7HX2.`);
    expect(done.body.data.timeline.at(-1)).toMatchObject({ who: 'Binita Lama (Support)' });

    const outbox = await listOutbox();
    const mails = outbox.filter((m) => m.to === buyer.email && m.subject.startsWith(`Refund sent for order ${order.number}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`We have refunded ${money(order.totals.total)} for your cancelled order ${order.number} through eSewa.`);
    expect(mails[0]!.text).toContain(`${money(order.totals.total)}, refunded through eSewa`);
    expect(outbox.filter((m) => m.to === buyer.phone && m.text.includes(`refund of ${money(order.totals.total)} sent`))).toHaveLength(1);

    // Done is done: a second tap later is a 409 and tells nobody again.
    const again = await refund(support, order.id);
    expect([again.status, again.body.error.code]).toEqual([409, 'refund_already_done']);
    expect((await listOutbox()).filter((m) => m.subject.startsWith(`Refund sent for order ${order.number}`))).toHaveLength(1);
  });

  it('double tap and two colleagues at once: exactly one 200, the others 409, one history entry, one message', async () => {
    const { buyer, order } = await paidOrder();
    const owner = await newStaffMember('owner');
    const support = await newStaffMember('support');
    expect((await cancel(owner, order.id, 'Customer asked by phone')).status).toBe(200);
    const answers = await Promise.all([refund(owner, order.id), refund(owner, order.id), refund(support, order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await historyOf(order.id)).filter((h) => h.note.startsWith('Refund of'))).toHaveLength(1);
    expect((await listOutbox()).filter((m) => m.to === buyer.email && m.subject.startsWith('Refund sent'))).toHaveLength(1);
  });

  it('409 when no refund is due: an unpaid cancelled order, a paid order still going ahead', async () => {
    const manager = await newStaffMember('manager');
    const { order: unpaid } = await newOrder();
    expect((await cancel(manager, unpaid.id, 'Customer asked by phone')).body.data.refund).toBeNull();
    const res = await refund(manager, unpaid.id);
    expect([res.status, res.body.error.code]).toEqual([409, 'no_refund_due']);

    const { order: paid } = await paidOrder();
    expect((await refund(manager, paid.id)).status).toBe(409);
    expect(await orderRow(paid.id)).toMatchObject({ paymentStatus: 'paid', refundStatus: null });
  });

  it('403 for roles without orders.payments, 404 for customers, visitors and unknown orders, 400 for a bad note', async () => {
    const { buyer, order } = await paidOrder();
    expect((await cancel(await newStaffMember('owner'), order.id, 'Out of stock')).status).toBe(200);
    for (const role of ['kitchen', 'dispatch', 'rider', 'editor'] as const) {
      const res = await refund(await newStaffMember(role), order.id);
      expect([role, res.status]).toEqual([role, 403]);
    }
    expect((await refund(buyer, order.id)).status).toBe(404);
    expect((await refund(null, order.id)).status).toBe(404);
    const support = await newStaffMember('support');
    expect((await refund(support, UNKNOWN_ORDER)).status).toBe(404);
    expect((await refund(support, 'x1')).status).toBe(404);
    for (const body of [{ note: 7 }, { note: 'n'.repeat(301) }, { note: 'a\u0007b' }]) {
      const res = await refund(support, order.id, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.note).toBeTruthy();
    }
    expect((await refund(support, order.id, '{not json')).status).toBe(400);
    expect((await orderRow(order.id)).refundStatus).toBe('due');
    // And with no body at all (the button sends none when no note is typed): done.
    expect((await refund(support, order.id)).status).toBe(200);
  });
});
