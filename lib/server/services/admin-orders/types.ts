import type { OrderAddressSnapshot, OrderPaymentStatus, OrderStatus, OrderTotalsView } from '@/lib/domain/order-types';
import type { AdminOrderListQuery } from '@/lib/validation/admin-orders';

// What the back office's order screens and GET admin/orders answer (issue 24). Types only (no 'server-only'), so the
// client components that draw them (components/admin/orders) can import them. Money is integer paisa, instants ISO.

/** One row of the order list: enough to decide which order to open, nothing more. */
export type AdminOrderRow = {
  id: number;
  number: string;
  createdAt: string;
  customer: { id: number; name: string; phone: string | null };
  deliveryDate: string;
  slotLabel: string;
  /** The place from the address snapshot ('New Baneshwor, Kathmandu'). */
  area: string;
  deliveryMethod: string;
  /** 'Red Velvet Cake x1 +2 more, free: …' (lib/domain/order-lines.ts linesInBrief). */
  itemsBrief: string;
  total: number;
  paymentMethod: string;
  paymentLabel: string;
  paymentStatus: OrderPaymentStatus;
  refundStatus: 'due' | 'done' | null;
  status: OrderStatus;
  statusLabel: string;
  rider: { id: number; name: string } | null;
};

export type AdminOrderList = {
  orders: AdminOrderRow[];
  /** Cursors for the pages either side; null when there is none. */
  cursors: { next: string | null; previous: string | null };
  /** Orders matching the filters, counted up to a bound (`totalIsLowerBound` past it): the count never scans the shop. */
  total: number;
  totalIsLowerBound: boolean;
  perPage: number;
  query: AdminOrderListQuery;
};

export type StaffActor = { id: number; name: string; role: string; roleLabel: string };

export type AdminTimelineEntry = {
  id: number;
  status: OrderStatus;
  label: string;
  /** Who moved it: 'shop' (a staff member), 'rider', 'customer', 'payment' (the gateway, no person). */
  by: string;
  /** The person, when one is recorded (staff: name and role; the customer: their name). */
  person: StaffActor | null;
  /** 'Asha Gurung (Manager)', 'Customer', 'Payment', 'The shop': one line for the timeline. */
  who: string;
  note: string;
  at: string;
};

export type AdminCakeOptions = {
  pound: number | null;
  tiers: number | null;
  height: string | null;
  flavour: string | null;
  icing: string | null;
  eggless: boolean;
  lessCream: boolean;
  message: string | null;
  photoUrl: string | null;
};

export type AdminOrderLine = {
  id: number;
  kind: 'product' | 'accessory' | 'gift' | 'prize';
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  optionsSummary: string[];
  /** Why a free line is free. */
  note: string;
  /** A cake's choices, one by one, for the kitchen; null for anything that is not a configured cake. */
  cake: AdminCakeOptions | null;
};

export type AdminPaymentAttempt = {
  id: number;
  gateway: string;
  gatewayLabel: string;
  orderRef: string;
  gatewayRef: string | null;
  amount: number;
  status: string;
  createdAt: string;
  paidAt: string | null;
};

export type AdminOrderActions = { confirm: boolean; cancel: boolean; refund: boolean; checkGateway: boolean };

export type AdminOrderView = {
  id: number;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  updatedAt: string;
  customer: { id: number; name: string; email: string | null; phone: string | null; ordersHref: string };
  address: OrderAddressSnapshot & { mapUrl: string | null };
  delivery: { date: string; slotLabel: string; startsAt: string; endsAt: string; method: string; methodName: string };
  note: string;
  lines: AdminOrderLine[];
  totals: OrderTotalsView;
  couponCode: string | null;
  payment: {
    method: string;
    label: string;
    status: OrderPaymentStatus;
    paidAt: string | null;
    attempts: AdminPaymentAttempt[];
  };
  refund: { status: 'due' | 'done'; amount: number; at: string | null; by: StaffActor | null } | null;
  cancellation: { reason: string; at: string | null } | null;
  road: {
    rider: { id: number; name: string; phone: string | null } | null;
    assignedAt: string | null;
    pickedUpAt: string | null;
    arrivedAt: string | null;
    deliveredAt: string | null;
    photoUrl: string | null;
    cashCollected: number | null;
  };
  timeline: AdminTimelineEntry[];
  /** What this staff member may do to the order now (the server checks again on every action). */
  actions: AdminOrderActions;
};

export type GatewayCheckOutcome = 'paid' | 'pending' | 'failed';

export type GatewayCheckResult = { outcome: GatewayCheckOutcome; gateway: string; message: string; order: AdminOrderView };
