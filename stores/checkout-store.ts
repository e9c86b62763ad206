import { create } from 'zustand';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart-types';
import { MESSAGE_INPUT_MAX } from '@/lib/validation/cart-item';
import { MAX_ORDER_NOTE } from '@/lib/validation/orders';

// Checkout in the browser (SPEC §3 "Checkout flow (processCart)"): a step counter (SPEC §4: "The checkout step is a
// counter") and the choices made so far. Nothing here is a price: totals always come from the server.

export const CHECKOUT_STEPS = 3;
/** SPEC §9 default map position, and §3's default locationAddress. */
export const DEFAULT_GPS = { lat: 27.6981182, lng: 85.3328845 } as const;
export const DEFAULT_LOCATION_ADDRESS = 11;

export type ProcessCart = {
  step: number;
  /** Kind of the line open in the Customise part ('cake', 'product'…; default 'product'). */
  productType: string;
  /** Chosen saved address id (the delivery address). */
  shippingAddress: number | null;
  /** Delivery place of the chosen address (SPEC locationAddress, default 11). */
  locationAddress: number;
  deliveryDate: string | null;
  deliveryMethod: string;
  /** The chosen time slot's id. */
  deliveryTime: number | null;
  /** How the server named the chosen method and slot, for the completed step's summary (never sent back). */
  deliveryShown: DeliveryShown | null;
  firstDeliveryDate: string | null;
  /** The cart line open in the Customise part and its draft message; null while none is open. */
  customization: Customization | null;
  /** Paisa: that line's unit price as the server last priced it (display only, never sent). */
  cakePrice: number;
  /** The draft quantity of that line (default 1). */
  productQuantity: number;
  /** Orders placed in this checkout (kept for Pay now and the confirmation page). */
  currentOrderIds: number[];
  gps: { lat: number; lng: number };
  paymentMethod: string | null;
  note: string;
  /** One key per order attempt: a retried or double-clicked Place order can only ever make one order. */
  idempotencyKey: string;
};

export type Customization = { cartItemId: number; message: string };

/** The chosen method's and slot's names as delivery-methods-time-slot gave them ('Standard delivery', '9 AM – 12 PM'). */
export type DeliveryShown = { methodName: string; slotLabel: string };

/** What the Customise part needs from a cart line to open its editor. */
export type CustomisableLine = { cartItemId: number; quantity: number; sellingPrice: number; options: { message?: string }; productDetails: { type: string } };

type Actions = {
  setStep: (step: number) => void;
  nextStep: () => void;
  prevStep: () => void;
  chooseAddress: (addressId: number, locationId: number) => void;
  setFirstDeliveryDate: (date: string | null) => void;
  setDeliveryDate: (date: string) => void;
  chooseSlot: (method: string, slotId: number, shown?: DeliveryShown) => void;
  setPaymentMethod: (method: string) => void;
  setNote: (note: string) => void;
  setGps: (gps: { lat: number; lng: number }) => void;
  setProductQuantity: (quantity: number) => void;
  /** Opens the Customise editor on a line, starting from what the cart holds. */
  startCustomising: (line: CustomisableLine) => void;
  setCustomMessage: (message: string) => void;
  /** Closes the editor (saved or cancelled): the fields go back to their defaults. */
  stopCustomising: () => void;
  /** An order was placed: remember it, start over for the next one with a fresh key. */
  orderPlaced: (orderId: number) => void;
  reset: () => void;
};

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `ck-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const clampStep = (step: number) => Math.min(CHECKOUT_STEPS, Math.max(1, Math.trunc(step) || 1));

export function initialCheckout(): ProcessCart {
  return {
    step: 1,
    productType: 'product',
    shippingAddress: null,
    locationAddress: DEFAULT_LOCATION_ADDRESS,
    deliveryDate: null,
    deliveryMethod: 'standard',
    deliveryTime: null,
    deliveryShown: null,
    firstDeliveryDate: null,
    customization: null,
    cakePrice: 0,
    productQuantity: 1,
    currentOrderIds: [],
    gps: { ...DEFAULT_GPS },
    paymentMethod: null,
    note: '',
    idempotencyKey: newIdempotencyKey(),
  };
}

/** Whether the customer may leave `step` for the next one (the step's choice is made). */
export function stepComplete(state: ProcessCart, step: number): boolean {
  if (step === 1) return state.shippingAddress !== null;
  if (step === 2) return state.deliveryDate !== null && state.deliveryTime !== null;
  return state.paymentMethod !== null;
}

export const useCheckoutStore = create<ProcessCart & Actions>()((set) => ({
  ...initialCheckout(),
  setStep: (step) =>
    set((s) => {
      const target = clampStep(step);
      // Forward only through completed steps; back is always allowed.
      for (let k = 1; k < target; k += 1) if (!stepComplete(s, k)) return { step: k };
      return { step: target };
    }),
  nextStep: () => set((s) => (stepComplete(s, s.step) ? { step: clampStep(s.step + 1) } : {})),
  prevStep: () => set((s) => ({ step: clampStep(s.step - 1) })),
  chooseAddress: (addressId, locationId) =>
    set((s) =>
      // Another place may have other dates and slots: the schedule is chosen again.
      s.locationAddress === locationId
        ? { shippingAddress: addressId }
        : { shippingAddress: addressId, locationAddress: locationId, deliveryDate: null, deliveryTime: null, deliveryShown: null, firstDeliveryDate: null },
    ),
  setFirstDeliveryDate: (firstDeliveryDate) => set({ firstDeliveryDate }),
  setDeliveryDate: (deliveryDate) => set((s) => (s.deliveryDate === deliveryDate ? {} : { deliveryDate, deliveryTime: null, deliveryShown: null })),
  chooseSlot: (deliveryMethod, deliveryTime, shown) => set({ deliveryMethod, deliveryTime, deliveryShown: shown ?? null }),
  setPaymentMethod: (paymentMethod) => set({ paymentMethod }),
  setNote: (note) => set({ note: note.slice(0, MAX_ORDER_NOTE) }),
  setGps: (gps) => set({ gps }),
  setProductQuantity: (quantity) => set({ productQuantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.trunc(quantity) || 1)) }),
  startCustomising: (line) =>
    set({
      customization: { cartItemId: line.cartItemId, message: line.options.message ?? '' },
      productType: line.productDetails.type,
      cakePrice: line.sellingPrice,
      productQuantity: line.quantity,
    }),
  setCustomMessage: (message) => set((s) => (s.customization ? { customization: { ...s.customization, message: message.slice(0, MESSAGE_INPUT_MAX) } } : {})),
  stopCustomising: () => set({ customization: null, productType: 'product', cakePrice: 0, productQuantity: 1 }),
  orderPlaced: (orderId) =>
    set((s) => ({ ...initialCheckout(), currentOrderIds: [...s.currentOrderIds, orderId], shippingAddress: s.shippingAddress, locationAddress: s.locationAddress })),
  reset: () => set(initialCheckout()),
}));
