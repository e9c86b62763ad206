import { create } from 'zustand';
import { MAX_ACCESSORY_QUANTITY, type CartGift, type CartView } from '@/lib/domain/cart-types';

// The cart in the browser (SPEC §3 Cart): the last answer of the cart API, and the add-ons the customer picked but
// has not sent yet. The server is the truth: every cart call answers the whole cart, which replaces this state.

/** SPEC §3 "Cart item fields read": cartItemId, slug, image, name, sellingPrice (or sale.price), quantity. */
export type CartItem = {
  cartItemId: number;
  slug: string;
  image: string;
  name: string;
  /** Paisa, per unit. */
  sellingPrice: number;
  sale?: { price: number } | undefined;
  quantity: number;
};

type CartState = {
  items: CartItem[];
  /** The whole last cart answer (lines with options and notices, add-ons, coupon, totals), null before/without one. */
  cart: CartView | null;
  cartId: number | null;
  cartNote: string;
  unpaidOrders: unknown[];
  gifts: CartGift[];
  loading: boolean;
  /** SPEC §4: add-ons added (quantity ≥ 1) or removed (0) locally, waiting to be posted one by one. */
  pendingAccessories: Record<number, number>;
  setItems: (items: CartItem[]) => void;
  /** SPEC §4: a cart answer replaces the cart; an empty or failed one (null) empties it. */
  setCart: (cart: CartView | null) => void;
  /** Takes a line out at once (the server's answer then replaces the whole cart). */
  removeItem: (cartItemId: number) => void;
  setLoading: (loading: boolean) => void;
  queueAccessory: (accessoryId: number, quantity: number) => void;
  clearPendingAccessories: () => void;
  clear: () => void;
};

const EMPTY = { items: [], cart: null, cartId: null, cartNote: '', unpaidOrders: [], gifts: [] } as const;

export const useCartStore = create<CartState>()((set) => ({
  ...EMPTY,
  items: [],
  unpaidOrders: [],
  gifts: [],
  loading: false,
  pendingAccessories: {},
  setItems: (items) => set({ items }),
  setCart: (cart) =>
    set(
      cart && cart.cartItems.length + cart.accessories.length > 0
        ? {
            cart,
            items: cart.cartItems,
            cartId: cart.cartId,
            cartNote: cart.note,
            unpaidOrders: cart.unpaidOrders,
            gifts: cart.gifts,
          }
        : { ...EMPTY, items: [], unpaidOrders: [], gifts: [], cart, cartId: cart?.cartId ?? null, cartNote: cart?.note ?? '' },
    ),
  removeItem: (cartItemId) =>
    set((s) => ({
      items: s.items.filter((i) => i.cartItemId !== cartItemId),
      cart: s.cart ? { ...s.cart, cartItems: s.cart.cartItems.filter((i) => i.cartItemId !== cartItemId) } : null,
    })),
  setLoading: (loading) => set({ loading }),
  queueAccessory: (accessoryId, quantity) =>
    set((s) => ({ pendingAccessories: { ...s.pendingAccessories, [accessoryId]: Math.max(0, Math.min(MAX_ACCESSORY_QUANTITY, quantity)) } })),
  clearPendingAccessories: () => set({ pendingAccessories: {} }),
  clear: () => set({ ...EMPTY, items: [], unpaidOrders: [], gifts: [], loading: false, pendingAccessories: {} }),
}));

/** The header badge: units in the cart, not lines (two of one cake count as 2). */
export const selectCartCount = (s: Pick<CartState, 'items'>): number => s.items.reduce((n, i) => n + i.quantity, 0);

/** What one unit costs now: the sale price when there is one (SPEC: "sellingPrice or sale.price"). */
export const unitPriceOf = (item: CartItem): number => item.sale?.price ?? item.sellingPrice;

/** Pending add-on quantities merged over what the cart holds: what the picker shows. */
export function accessoryQuantities(cart: CartView | null, pending: Record<number, number>): Record<number, number> {
  const current: Record<number, number> = {};
  for (const a of cart?.accessories ?? []) current[a.id] = a.quantity;
  return { ...current, ...pending };
}
