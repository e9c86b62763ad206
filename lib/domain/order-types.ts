import type { CartItemOptions } from './cart-types';
import type { ArrivalCountdown } from './delivery-road';
import type { OrderLine } from './order-lines';

// Orders as the API answers them (order-listing, order-detail, place-order) and the pure rules both sides share:
// which status follows which, when a customer may still cancel, when feedback opens. Money is integer paisa.

export const ORDER_STATUSES = ['placed', 'confirmed', 'baking', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type OrderPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  baking: 'Baking',
  ready: 'Ready to go',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const PAYMENT_METHOD_NAMES: Record<string, string> = { esewa: 'eSewa', khalti: 'Khalti', cod: 'cash on delivery' };

/** A payment method as a sentence names it: 'paid through eSewa', 'pay by cash on delivery'. */
export const paymentMethodName = (id: string): string => PAYMENT_METHOD_NAMES[id] ?? id;

/** The happy path, in order (the timeline shows these steps). */
export const ORDER_PROGRESS: readonly OrderStatus[] = ['placed', 'confirmed', 'baking', 'ready', 'out_for_delivery', 'delivered'];

/**
 * Where an order may go from each status (the shop's moves; customers can only cancel, see canCancel). The shop may
 * cancel, with a reason, until the cake leaves; a rider who could not deliver brings it back to 'ready', for dispatch
 * to send again or the shop to cancel.
 */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['baking', 'cancelled'],
  baking: ['ready', 'cancelled'],
  ready: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'ready'],
  delivered: [],
  cancelled: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => NEXT_STATUSES[from].includes(to);

/** A customer may cancel until the kitchen starts (placed or confirmed). */
export const canCancel = (status: OrderStatus): boolean => status === 'placed' || status === 'confirmed';

/** Feedback opens once the order was delivered. */
export const canGiveFeedback = (status: OrderStatus): boolean => status === 'delivered';

/** An online order still waiting for its money: the cart and the order page offer Pay now. */
export const needsPayment = (order: { paymentMethod: string; paymentStatus: OrderPaymentStatus; status: OrderStatus }): boolean =>
  order.paymentMethod !== 'cod' && order.paymentStatus === 'unpaid' && order.status !== 'cancelled';

/** The address as it was when the order was placed (the shape of the address book's addressSnapshot()). */
export type OrderAddressSnapshot = {
  addressId: number;
  alias: string;
  receiverName: string;
  /** 10-digit national mobile number. */
  phoneNumber: string;
  secondaryPhoneNumber: string | null;
  landmark: string;
  deliveryLocationId: number;
  /** Place name, e.g. 'New Baneshwor, Kathmandu'. */
  locationLabel: string | null;
  /** Longitude and latitude of the map pin. */
  xCoord: number | null;
  yCoord: number | null;
};

/** One of the order's lines (lib/domain/order-lines.ts): a product, an add-on, a free gift or a prize's item. */
export type OrderItemView = OrderLine & {
  id: number;
  options: CartItemOptions;
};

export type OrderTotalsView = {
  subtotal: number;
  accessories: number;
  discount: number;
  voucher: number;
  /** What is paid for delivery, after a free-delivery code. */
  deliveryCharge: number;
  /** The part of the delivery charge a free-delivery code took off (the full charge was both). */
  deliveryDiscount: number;
  total: number;
};

export type OrderHistoryEntry = { status: OrderStatus; label: string; note: string; at: string };

/** One order in the list (order-listing) and in the cart's unpaidOrders. */
export type OrderSummary = {
  id: number;
  orderId: number;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: string;
  /** The payment method's name from its gateway ('Cash on delivery', 'eSewa'), never a list kept in the browser. */
  paymentLabel: string;
  total: number;
  /** Units of the products ordered (two of one cake count 2). */
  itemCount: number;
  /** Lines of the order, add-ons included: "Vanilla Cake × 2 and 1 more" counts these, not units. */
  lineCount: number;
  firstItem: { name: string; image: string; quantity: number } | null;
  deliveryDate: string;
  slotLabel: string;
  createdAt: string;
  canCancel: boolean;
  canPay: boolean;
};

export type OrderDetail = OrderSummary & {
  items: OrderItemView[];
  totals: OrderTotalsView;
  couponCode: string | null;
  address: OrderAddressSnapshot;
  delivery: {
    locationId: number;
    date: string;
    method: string;
    methodName: string;
    slotId: number;
    slotLabel: string;
    startsAt: string;
    endsAt: string;
  };
  note: string;
  history: OrderHistoryEntry[];
  cancellation: { reason: string; note: string; at: string } | null;
  feedback: OrderFeedbackView | null;
  canGiveFeedback: boolean;
  paidAt: string | null;
  tracking: OrderTracking;
};

/**
 * The road to the door as the customer sees it (issue 24). The rider's first name and number only while the cake is on
 * its way; once delivered, the first name alone; before, nothing of the rider at all.
 */
export type OrderTracking = {
  rider: { firstName: string; phone: string | null } | null;
  pickedUpAt: string | null;
  arrivedAt: string | null;
  deliveredAt: string | null;
  /** Time left in the slot, from the day of delivery until it is delivered; null otherwise. */
  arrival: ArrivalCountdown | null;
  /** Whether the order can still change on its own (not delivered, not cancelled): the page keeps asking while so. */
  live: boolean;
};

export type CancellationReason = { id: number; title: string };

/** order/feedback: the cake's rating (rating), and optionally the delivery's and the rider's, 1–5 each. */
export type OrderFeedbackView = { rating: number; deliveryRating: number | null; riderRating: number | null; comment: string; at: string };

/** The home page's orderFeedback prompt (SPEC §3 Home): the customer's last delivered order not yet rated. */
export type OrderFeedbackPrompt = { orderId: number; number: string; deliveredOn: string; itemName: string; image: string; url: string };
