/** @jest-environment node */
import type { OrderDetail, OrderItemView } from '@/lib/domain/order-types';
import { orderNotice } from '@/lib/server/services/orders/notice-content';

const item = (id: number, name: string, quantity: number, lineTotal: number, kind: OrderItemView['kind'] = 'product'): OrderItemView => ({
  id,
  kind,
  productId: kind === 'product' ? id : null,
  name,
  slug: `p-${id}`,
  image: '',
  unitPrice: lineTotal / quantity,
  quantity,
  options: {},
  optionsSummary: kind === 'product' ? ['1 lb', 'Eggless'] : [],
  lineTotal,
  note: '',
});

function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 45,
    orderId: 45,
    number: 'UG-2611-000045',
    status: 'placed',
    statusLabel: 'Placed',
    paymentStatus: 'unpaid',
    paymentMethod: 'cod',
    paymentLabel: 'Cash on delivery',
    total: 247_000,
    itemCount: 3,
    lineCount: 2,
    firstItem: null,
    deliveryDate: '2026-11-21',
    slotLabel: '12 PM – 3 PM',
    createdAt: '2026-11-19T04:00:00.000Z',
    canCancel: true,
    canPay: false,
    items: [
      item(1, 'Vanilla Celebration Cake With An Unusually Long Name For A Text', 2, 220_000),
      item(2, 'Number candle <9>', 1, 15_000, 'accessory'),
    ],
    totals: { subtotal: 220_000, accessories: 15_000, discount: 0, voucher: 0, deliveryCharge: 12_000, deliveryDiscount: 0, total: 247_000 },
    couponCode: null,
    address: {
      addressId: 1,
      alias: 'Home',
      receiverName: 'Aama Sharma',
      phoneNumber: '9841234567',
      secondaryPhoneNumber: null,
      landmark: 'Behind the <school>',
      deliveryLocationId: 11,
      locationLabel: 'New Baneshwor, Kathmandu',
      xCoord: null,
      yCoord: null,
    },
    delivery: { locationId: 11, date: '2026-11-21', method: 'standard', methodName: 'Standard delivery', slotId: 2, slotLabel: '12 PM – 3 PM', startsAt: '', endsAt: '' },
    note: '',
    history: [],
    cancellation: null,
    feedback: null,
    canGiveFeedback: false,
    paidAt: null,
    tracking: { rider: null, pickedUpAt: null, arrivedAt: null, deliveredAt: null, arrival: null, live: true },
    ...overrides,
  };
}

const LINK = 'https://upahar.example/profile/orders/view-order/45';

test('the placed email lists every line with its options and amount, the day and slot, the address and the total', () => {
  const { email } = orderNotice('placed', order(), {}, LINK, 'Sita Sharma');
  expect(email.subject).toBe('Your order UG-2611-000045 is placed — Upahar Ghar');
  expect(email.text).toContain('Namaste Sita,');
  expect(email.text).toContain('Vanilla Celebration Cake With An Unusually Long Name For A Text (1 lb, Eggless) × 2 — रू 2,200');
  expect(email.text).toContain('Number candle <9> × 1 — रू 150');
  expect(email.text).toContain('Sat, 21 Nov 2026, 12 PM – 3 PM (Kathmandu time)');
  expect(email.text).toContain('रू 2,470, to pay by cash on delivery');
  expect(email.html).toContain('Number candle &lt;9&gt;');
  expect(email.html).toContain('Behind the &lt;school&gt;');
  expect(email.html).not.toMatch(/<school>|<9>/);
  expect(email.html).toContain(`href="${LINK}"`);
  // The header and footer link to the same origin as the order link.
  expect(email.html).toContain('href="https://upahar.example"');
});

test('the SMS is short: the first line clipped, "+1 more" counting lines, the day without the year', () => {
  const { sms } = orderNotice('placed', order(), {}, LINK);
  expect(sms).toBe(
    'Upahar Ghar: order UG-2611-000045 placed. Vanilla Celebration Cake With An Unusua… x2 +1 more. Sat, 21 Nov, 12 PM – 3 PM to Aama Sharma, New Baneshwor, Kathmandu. Total रू 2,470. https://upahar.example/profile/orders/view-order/45',
  );
});

test('each step says what happened: paid (and refunded after a cancel), cancelled with the reason, on its way', () => {
  const paid = orderNotice('paid', order({ paymentStatus: 'paid', paymentMethod: 'khalti' }), { gateway: 'khalti' }, LINK);
  expect(paid.email.text).toContain('We received your payment of रू 2,470 through Khalti for order UG-2611-000045.');
  expect(paid.email.text).toContain('रू 2,470, paid through Khalti');
  expect(paid.sms).toContain('payment of रू 2,470 received, order UG-2611-000045 confirmed');
  const refunded = orderNotice('paid', order({ status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'esewa' }), { gateway: 'esewa', refund: true }, LINK);
  expect(refunded.email.text).toContain('will be refunded');

  const cancelled = orderNotice('cancelled', order(), { by: 'customer', reason: 'Ordered by mistake: wrong day.' }, LINK);
  expect(cancelled.email.text).toContain('Your order UG-2611-000045 is cancelled as you asked. Reason: Ordered by mistake: wrong day.');
  expect(cancelled.sms).toContain('order UG-2611-000045 cancelled.');
  const byShop = orderNotice('cancelled', order(), { by: 'shop', reason: 'The bakery is closed that day' }, LINK);
  expect(byShop.email.text).toContain('Your order UG-2611-000045 is cancelled. Reason: The bakery is closed that day.\n');

  const onItsWay = orderNotice('out_for_delivery', order(), {}, LINK);
  expect(onItsWay.email.subject).toBe('Your order UG-2611-000045 is on its way — Upahar Ghar');
  expect(onItsWay.email.text).toContain('Please keep रू 2,470 ready in cash.');
});

test('the mail and the SMS carry what came free (a gift, a prize’s item) and a delivery a free-delivery code took off', () => {
  const withFree = order({
    items: [
      item(1, 'Red Velvet Cake', 1, 560_000),
      { ...item(2, 'Small White Teddy with Heart', 1, 0, 'gift'), note: 'Free teddy with orders above रू 5,000' },
      { ...item(3, 'Box of 6 Red Velvet Cupcakes', 1, 0, 'prize'), note: 'Your prize WIN-7K3M-Q9TX' },
    ],
    totals: { subtotal: 560_000, accessories: 0, discount: 0, voucher: 0, deliveryCharge: 0, deliveryDiscount: 10_000, total: 560_000 },
    couponCode: 'WIN-7K3M-Q9TX',
    itemCount: 1,
  });
  const { email, sms } = orderNotice('placed', withFree, {}, LINK);
  expect(email.text).toContain('Small White Teddy with Heart × 1 — रू 0 (free: Free teddy with orders above रू 5,000)');
  expect(email.text).toContain('Box of 6 Red Velvet Cupcakes × 1 — रू 0 (free: Your prize WIN-7K3M-Q9TX)');
  expect(email.text).toContain('Delivery: Free (Your free delivery code WIN-7K3M-Q9TX: the whole रू 100 off.)');
  expect(email.text).toContain('Total: रू 5,600, to pay by cash on delivery');
  expect(email.text).not.toContain('Discount');
  expect(email.html).toContain('Small White Teddy with Heart × 1 — रू 0');
  expect(sms).toContain('Red Velvet Cake x1, free: Small White Teddy with Heart, Box of 6 Red Velvet Cupcakes.');
});
