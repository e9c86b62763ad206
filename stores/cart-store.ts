import { create } from 'zustand';

// Minimal cart for the header badge and the mini-cart. The cart feature replaces `setItems` callers with the real
// GET cart response (SPEC §3 "Cart item fields read": cartItemId, slug, image, name, sellingPrice, quantity).

export type CartItem = {
  cartItemId: number;
  slug: string;
  image: string;
  name: string;
  /** Paisa, per unit. */
  sellingPrice: number;
  quantity: number;
};

type CartState = {
  items: CartItem[];
  setItems: (items: CartItem[]) => void;
  /** Removes locally; the cart feature will call the API and then replace the list with its response. */
  removeItem: (cartItemId: number) => void;
  clear: () => void;
};

export const useCartStore = create<CartState>()((set) => ({
  items: [],
  setItems: (items) => set({ items }),
  removeItem: (cartItemId) => set((s) => ({ items: s.items.filter((i) => i.cartItemId !== cartItemId) })),
  clear: () => set({ items: [] }),
}));

/** The header badge: units in the cart, not lines (two of one cake count as 2). */
export const selectCartCount = (s: CartState): number => s.items.reduce((n, i) => n + i.quantity, 0);
