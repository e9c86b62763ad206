import { create } from 'zustand';
import type { WishlistType } from '@/lib/validation/wishlist';
import { useUserStore } from './user-store';

// SPEC §3 User.favorites, §4 "favorites add or remove by integer id": the customer's wished product ids, per list
// (wish-and-cart's wishlist.product and wishlist.automobile). Loaded once after login; every wishes/add or
// wishes/delete answer replaces it, so the hearts follow the server. Cleared whenever the user store is reset
// (logout, failed token check, SPEC §4 reset).

export type FavoriteLists = Record<WishlistType, number[]>;

type FavoritesState = FavoriteLists & {
  /** idle: not loaded for this session yet; loading: wish-and-cart is on its way; ready: loaded. */
  status: 'idle' | 'loading' | 'ready';
  setStatus: (status: FavoritesState['status']) => void;
  /** The server's lists (a wishes/add, wishes/delete or wish-and-cart answer). */
  setLists: (lists: FavoriteLists) => void;
  /** Optimistic change while the call runs (undone if it fails). */
  setWished: (id: number, type: WishlistType, wished: boolean) => void;
  clear: () => void;
};

const EMPTY: FavoriteLists & { status: 'idle' } = { product: [], automobile: [], status: 'idle' };

export const useFavoritesStore = create<FavoritesState>()((set) => ({
  ...EMPTY,
  setStatus: (status) => set({ status }),
  setLists: (lists) => set({ product: [...lists.product], automobile: [...lists.automobile], status: 'ready' }),
  setWished: (id, type, wished) =>
    set((s) => {
      const without = s[type].filter((x) => x !== id);
      return { [type]: wished ? [id, ...without] : without } as Pick<FavoriteLists, typeof type>;
    }),
  clear: () => set(EMPTY),
}));

/** Is this product (of either list) wished for? */
export const isWished = (s: FavoriteLists, id: number): boolean => s.product.includes(id) || s.automobile.includes(id);

// Favourites belong to one person: when the user store forgets them (or another person logs in), so does this store.
useUserStore.subscribe((state, previous) => {
  if (state.profile?.id !== previous.profile?.id) useFavoritesStore.getState().clear();
});
