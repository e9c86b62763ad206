import type { MethodSlots } from '@/lib/domain/delivery/schedule';
import type { OrderDetail, OrderTotalsView } from '@/lib/domain/order-types';
import type { CartOrderLine } from '@/lib/domain/order-lines';
import { authApi } from '../client';
import { endpoints } from '../endpoints';

// Checkout, orders and paying (SPEC §7 "Cart and checkout", "Addresses and orders"). Prices and totals always come
// from these answers; the browser only shows them.

type Envelope<T> = { data: T };

export type PaymentAction =
  | { kind: 'redirect'; url: string }
  | { kind: 'form-post'; url: string; fields: Record<string, string> }
  | { kind: 'none' };

export type GatewayOption = { id: string; label: string };

export type CheckoutQuote = {
  totals: OrderTotalsView;
  couponCode: string | null;
  itemCount: number;
  delivery: { chargeInfo: string; freeDelivery: boolean; method: { code: string; name: string }; slot: { id: number; label: string } };
  /** The order's lines, paid and free, as place-order will store them. */
  lines: CartOrderLine[];
};

/** A delivery method on a date, priced (checkout asks with cart: true, so on the customer's own cart). */
export type PricedMethod = MethodSlots & { charge: number; chargeInfo: string; placeInfo: string; methodInfo: string | null; codeInfo?: string | null; freeDelivery: boolean };

export type DeliveryChoice = { addressId: number; locationId: number; deliveryDate: string; deliveryMethod: string; slotId: number };

export type PlacedOrder = OrderDetail & { replayed: boolean; notice?: string };

export type ProcessedPayment = { orderId: number; gateway: string; amount: number; action: PaymentAction; redirect: string | null };

export const checkoutCalls = {
  firstDeliveryDate: async (productIds: number[], locationId: number) =>
    (await authApi.post<Envelope<{ firstDeliveryDate: string; firstDeliveryDateTime: string }>>(endpoints.firstDeliveryDate, { productIds, locationId })).data
      .data,
  /** Checkout's methods, priced on the customer's cart exactly as the quote will price them (cart: true). */
  methods: async (input: { locationId: number; deliveryDate: string; productIds: number[] }) =>
    (await authApi.post<Envelope<{ deliveryMethods: PricedMethod[] }>>(endpoints.deliveryMethodsTimeSlot, { ...input, cart: true })).data.data
      .deliveryMethods,
  quote: async (choice: DeliveryChoice) => (await authApi.post<Envelope<CheckoutQuote>>(endpoints.checkoutQuote, choice)).data.data,
  paymentMethods: async () =>
    (await authApi.get<Envelope<{ paymentMethods: GatewayOption[]; default: string | null }>>(endpoints.paymentMethods)).data.data,
  placeOrder: async (body: DeliveryChoice & { paymentMethod: string; note: string; expectedTotal?: number }, idempotencyKey: string) =>
    (await authApi.post<Envelope<PlacedOrder>>(endpoints.placeOrder, { ...body, source: 'web' }, { headers: { 'Idempotency-Key': idempotencyKey } })).data.data,
};

export const orderCalls = {
  detail: async (orderId: number, status?: string) =>
    (await authApi.get<Envelope<OrderDetail>>(endpoints.orderDetail, { params: { orderId, ...(status ? { status } : {}) } })).data.data,
  cancel: async (orderId: number, reasonId: number, note: string) =>
    (await authApi.post<Envelope<OrderDetail>>(endpoints.cancellationRequest, { orderId, reasonId, note })).data.data,
  processPayment: async (orderId: number, gateway: string) =>
    (await authApi.post<Envelope<ProcessedPayment>>(endpoints.processPayment, { orderId, gateway, source: 'web' })).data.data,
};

/**
 * Sends the browser where the gateway needs it: eSewa's signed form is posted (a real form submit, as eSewa
 * requires), Khalti's page is opened, cash on delivery goes straight to `fallback`.
 */
export function followPaymentAction(action: PaymentAction, fallback: string, doc: Document = document): void {
  if (action.kind === 'form-post') {
    const form = doc.createElement('form');
    form.method = 'POST';
    form.action = action.url;
    for (const [name, value] of Object.entries(action.fields)) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    doc.body.appendChild(form);
    form.submit();
    return;
  }
  doc.defaultView?.location.assign(action.kind === 'redirect' ? action.url : fallback);
}
