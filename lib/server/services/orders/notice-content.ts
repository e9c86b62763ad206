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

export const ORDER_EVENTS = ['placed', 'paid', 'cancelled', 'out_for_delivery'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** The facts of the moment an event records (stored with the queued notice as JSON). */
export type OrderNoticeFacts = {
  /** The origin for the order link (the route's choice for this customer; see lib/server/site-origin.ts). */
  origin?: string;
  /** paid: the gateway the money came through. */
  gateway?: string;
  /** paid after a cancellation, or cancelled after paying: the money goes back. */
  refund?: boolean;
  /** cancelled: the reason as chosen, and the customer's note. */
  reason?: string;
  /** cancelled: by the customer, or by the shop. */
  by?: 'customer' | 'shop';
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
    case 'out_for_delivery':
      return {
        subject: `Your order ${n} is on its way`,
        heading: 'Your order is on its way',
        paragraphs: [
          `Our rider has left with your order ${n}. It arrives on ${when} (Kathmandu time) at the address below.`,
          ...(order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' ? [`Please keep ${total} ready in cash.`] : []),
        ],
        sms: `order ${n} is on its way`,
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
