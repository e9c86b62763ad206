import type { WishlistType } from '@/lib/validation/wishlist';
import { type FavoriteLists, isWished, useFavoritesStore } from '@/stores/favorites-store';
import { authApi } from '../client';
import { endpoints } from '../endpoints';

// The wishlist calls (SPEC §7 wishes/add, wishes/delete {id, type}; wish-and-cart) and their effect on the favourites
// store. Loaded lazily (import()) by the heart button, so a visitor's page never downloads axios for it.

type Envelope<T> = { data: T };

export type WishAnswer = { id: number; type: WishlistType; wished: boolean; wishlist: FavoriteLists };
export type WishAndCart = { cart: { product: number[] }; wishlist: FavoriteLists };

const store = () => useFavoritesStore.getState();

// Counts the wishes/add and wishes/delete answers this tab applied. A wish-and-cart answer arriving after one of them
// may have left the server before that change, so it must not overwrite it (the heart would empty itself after a
// quick first click while the favourites were still loading).
let toggles = 0;

export const wishlistCalls = {
  add: async (id: number, type: WishlistType) => (await authApi.post<Envelope<WishAnswer>>(endpoints.wishesAdd, { id, type })).data.data,
  remove: async (id: number, type: WishlistType) => (await authApi.post<Envelope<WishAnswer>>(endpoints.wishesDelete, { id, type })).data.data,
  wishAndCart: async () => (await authApi.get<Envelope<WishAndCart>>(endpoints.wishAndCart)).data.data,
};

/** SPEC §4 "on success it loads … favourites": once per session, however many hearts ask at the same time. */
export async function loadFavorites(): Promise<void> {
  if (store().status !== 'idle') return;
  store().setStatus('loading');
  const togglesBefore = toggles;
  try {
    const { wishlist } = await wishlistCalls.wishAndCart();
    if (toggles === togglesBefore) store().setLists(wishlist);
    else store().setStatus('ready'); // a click's answer already brought the whole, newer list
  } catch {
    store().setStatus('idle'); // try again on the next page (offline, expired session…)
  }
}

/**
 * Flips a product in or out of the wishlist: the heart changes at once, the server's answer then replaces the lists,
 * and a failure puts the heart back and is rethrown (a 401 means: log in). Returns whether it is now wished.
 */
export async function toggleWish(id: number, type: WishlistType): Promise<boolean> {
  const was = isWished(store(), id);
  store().setWished(id, type, !was);
  try {
    const answer = was ? await wishlistCalls.remove(id, type) : await wishlistCalls.add(id, type);
    store().setLists(answer.wishlist);
    toggles += 1;
    return answer.wished;
  } catch (error) {
    store().setWished(id, type, was);
    throw error;
  }
}
