import { kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import { lineText, linesInBrief } from '@/lib/domain/order-lines';
import { orderTotalsRows, totalsRowText } from '@/lib/domain/order-totals';
import { paymentMethodName, type OrderDetail } from '@/lib/domain/order-types';
import { greeting, renderEmail } from '@/lib/server/mail/templates/layout';
import type { RenderedNotice } from '@/lib/server/services/notifications/types';
import { SITE_NAME } from '@/lib/seo/metadata';

// What the customer is told at each step of an order, by email (HTML and text, through the branded layout, which
// escapes every value) and by SMS (short). Every message carries the order number, the items, the delivery day and
// slot (Kathmandu time), the address, the total in रू and the link to the order. The items are the order's one list of
// lines (lib/domain/order-lines.ts), free gifts and a prize's item included, and the mail's amounts are the rows the
// order page shows (lib/domain/order-totals.ts).

export const ORDER_EVENTS = ['placed', 'paid', 'confirmed', 'baking', 'ready', 'out_for_delivery', 'not_delivered', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** The facts of the moment an event records (stored with the queued notice as JSON). */
export type OrderNoticeFacts = {
  /** The origin for the order link (the route's choice for this customer; see lib/server/site-origin.ts). */
  origin?: string;
  /** paid: the gateway the money came through. */
  gateway?: string;
  /** paid after a cancellation, or cancelled after paying: the money goes back. */
  refund?: boolean;
  /** cancelled: the reason as chosen, and the customer's note; not_delivered: why the rider could not hand it over. */
  reason?: string;
  /** cancelled: by the customer, or by the shop. */
  by?: 'customer' | 'shop';
  /** out_for_delivery: the rider's first name and mobile number, for the customer to call. */
  riderName?: string;
  riderPhone?: string;
  /** refunded: the amount sent back (paisa). */
  refundAmount?: number;
};

/** The customer's page for one order (the path the orders list links to). */
export const orderPagePath = (orderId: number): string => `/profile/orders/view-order/${orderId}`;

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/** 'Sat, 21 Nov 2026' for a Kathmandu date key ('Sat, 21 Nov' in an SMS). */
const deliveryDay = (dateKey: string, pattern = 'EEE, d MMM yyyy') => formatKathmanduDate(kathmanduDayStart(dateKey), pattern);

/** Text as one sentence: its own final stop, or one added ('Moved to next week.' stays, 'Wrong day' gains one). */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const itemLines = (order: OrderDetail): string[] => order.items.map(lineText);

/** 'Vanilla Cake x1 +2 more, free: Small White Teddy with Heart' (more = other paid lines, not units). */
const shortItems = (order: OrderDetail): string => linesInBrief(order.items);

/** The amounts as the order page shows them, the last (the total) with how it is paid. */
function amountLines(order: OrderDetail): string[] {
  const rows = orderTotalsRows(order.totals, { couponCode: order.couponCode, itemCount: order.itemCount });
  return rows.map((row) => (row.strong ? `Total: ${totalText(order)}` : totalsRowText(row)));
}

function addressLines(order: OrderDetail): string[] {
  const a = order.address;
  return [`${a.receiverName}, ${a.phoneNumber}`, a.landmark, a.locationLabel ?? ''].filter((line) => line.trim() !== '');
}

const slotText = (order: OrderDetail) => `${deliveryDay(order.deliveryDate)}, ${order.slotLabel} (Kathmandu time)`;

function totalText(order: OrderDetail): string {
  const total = money(order.totals.total);
  if (order.paymentStatus === 'paid') return `${total}, paid through ${paymentMethodName(order.paymentMethod)}`;
  if (order.paymentStatus === 'refunded') return `${total}, refunded through ${paymentMethodName(order.paymentMethod)}`;
  if (order.paymentMethod === 'cod') return `${total}, to pay by cash on delivery`;
  return `${total}, to pay through ${paymentMethodName(order.paymentMethod)}`;
}

type Wording = { subject: string; heading: string; paragraphs: string[]; sms: string };

function wording(event: OrderEvent, order: OrderDetail, facts: OrderNoticeFacts): Wording {
  const n = order.number;
  const total = money(order.totals.total);
  const when = `${deliveryDay(order.deliveryDate)}, ${order.slotLabel}`;
  switch (event) {
    case 'placed': {
      const pay =
        order.paymentMethod === 'cod'
          ? `You pay ${total} in cash when it arrives.`
          : order.paymentStatus === 'paid'
            ? `Your payment of ${total} has been received.`
            : `It is waiting for your payment of ${total} through ${paymentMethodName(order.paymentMethod)}. If you did not finish paying, you can pay from your order page.`;
      return {
        subject: `Your order ${n} is placed`,
        heading: 'Thank you for your order',
        paragraphs: [`We have your order ${n} and will deliver it on ${when} (Kathmandu time).`, pay],
        sms: `order ${n} placed`,
      };
    }
    case 'paid': {
      const through = paymentMethodName(facts.gateway ?? order.paymentMethod);
      return {
        subject: `Payment received for order ${n}`,
        heading: 'Payment received',
        paragraphs: [
          `We received your payment of ${total} through ${through} for order ${n}.`,
          facts.refund ? 'This order had already been cancelled, so the payment will be refunded.' : `Your order is confirmed for ${when} (Kathmandu time).`,
        ],
        sms: facts.refund ? `payment of ${total} received for cancelled order ${n}; it will be refunded` : `payment of ${total} received, order ${n} confirmed`,
      };
    }
    case 'cancelled': {
      const refund = facts.refund ? `Your payment of ${total} through ${paymentMethodName(order.paymentMethod)} will be refunded.` : '';
      return {
        subject: `Your order ${n} is cancelled`,
        heading: 'Order cancelled',
        paragraphs: [
          `Your order ${n} is cancelled${facts.by === 'customer' ? ' as you asked' : ''}.${facts.reason ? ` Reason: ${sentence(facts.reason)}` : ''}`,
          ...(refund ? [refund] : []),
        ],
        sms: `order ${n} cancelled${facts.refund ? `; ${total} will be refunded` : ''}`,
      };
    }
    case 'refunded': {
      const amount = money(facts.refundAmount ?? order.totals.total);
      const through = paymentMethodName(facts.gateway ?? order.paymentMethod);
      return {
        subject: `Refund sent for order ${n}`,
        heading: 'Your refund is on its way',
        paragraphs: [
          `We have refunded ${amount} for your cancelled order ${n} through ${through}.`,
          'It can take a few working days to show in your account. If it has not arrived in a week, contact us and quote the order number.',
        ],
        sms: `refund of ${amount} sent through ${through} for order ${n}`,
      };
    }
    case 'confirmed':
      return {
        subject: `Your order ${n} is confirmed`,
        heading: 'Order confirmed',
        paragraphs: [`We have confirmed your order ${n}. It will be delivered on ${when} (Kathmandu time).`],
        sms: `order ${n} confirmed`,
      };
    case 'baking':
      return {
        subject: `Your order ${n} is being baked`,
        heading: 'In the oven',
        paragraphs: [`Our kitchen has started on your order ${n}, fresh for ${when} (Kathmandu time).`],
        sms: `order ${n} is being baked`,
      };
    case 'ready':
      return {
        subject: `Your order ${n} is ready`,
        heading: 'Ready and boxed',
        paragraphs: [`Your order ${n} is ready and waiting for its rider, in time for ${when} (Kathmandu time).`],
        sms: `order ${n} is ready for its rider`,
      };
    case 'out_for_delivery': {
      const rider = facts.riderName ? `${facts.riderName}${facts.riderPhone ? ` (${facts.riderPhone})` : ''}` : 'Our rider';
      return {
        subject: `Your order ${n} is on its way`,
        heading: 'Your order is on its way',
        paragraphs: [
          `${rider} has left with your order ${n}. It arrives on ${when} (Kathmandu time) at the address below.`,
          ...(order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' ? [`Please keep ${total} ready in cash.`] : []),
        ],
        sms: `order ${n} is on its way${facts.riderName ? ` with ${rider}` : ''}`,
      };
    }
    case 'not_delivered':
      return {
        subject: `We could not deliver your order ${n}`,
        heading: 'We could not deliver it this time',
        paragraphs: [
          `Our rider could not hand over your order ${n} this time.${facts.reason ? ` ${sentence(facts.reason)}` : ''}`,
          'It is safe with us: we will call you to send it again.',
        ],
        sms: `we could not hand over order ${n}${facts.reason ? ` (${clip(facts.reason, 60)})` : ''}; we will call you to send it again`,
      };
    case 'delivered':
      return {
        subject: `Your order ${n} is delivered`,
        heading: 'Delivered',
        paragraphs: [`Your order ${n} has been delivered. Thank you for ordering with us — tell us how it was from your order page.`],
        sms: `order ${n} delivered. Thank you`,
      };
  }
}

/** The email and SMS for one order event. `link` is the absolute address of the order's page. */
export function orderNotice(event: OrderEvent, order: OrderDetail, facts: OrderNoticeFacts, link: string, name?: string | null): RenderedNotice {
  const words = wording(event, order, facts);
  const { html, text } = renderEmail({
    preheader: `${words.subject}: ${shortItems(order)}, ${deliveryDay(order.deliveryDate)}, ${order.slotLabel}.`,
    heading: words.heading,
    greeting: greeting(name),
    paragraphs: words.paragraphs,
    details: [
      { label: 'Order', lines: [order.number] },
      { label: 'Items', lines: itemLines(order) },
      { label: 'Delivery', lines: [slotText(order)] },
      { label: 'Deliver to', lines: addressLines(order) },
      { label: 'Amounts', lines: amountLines(order) },
    ],
    button: { label: 'View your order', url: link },
    footnotes: [`You get this message because you ordered from ${SITE_NAME}.`],
    origin: new URL(link).origin,
  });
  const place = order.address.locationLabel ? `, ${order.address.locationLabel}` : '';
  const sms = `${SITE_NAME}: ${words.sms}. ${shortItems(order)}. ${deliveryDay(order.deliveryDate, 'EEE, d MMM')}, ${order.slotLabel} to ${clip(order.address.receiverName, 30)}${place}. Total ${money(order.totals.total)}. ${link}`;
  return { email: { subject: `${words.subject} — ${SITE_NAME}`, html, text, links: [link] }, sms };
}
