import { z } from 'zod';
import { idWithMessage } from './ids';

// Wishlist add/remove payload (SPEC §3: id, type; types include 'automobile'). A cake is wished for in the 'product'
// list, as the spec's wish-and-cart answer has only product and automobile lists; 'cake' is accepted as its alias.

export const WISHLIST_TYPES = ['product', 'automobile'] as const;
export type WishlistType = (typeof WISHLIST_TYPES)[number];

/** A customer keeps at most this many wishes: enough for anyone, small enough that the page stays quick. */
export const MAX_WISHES = 200;

export const WISHLIST_MESSAGES = {
  id: 'Choose a product to save (its id is missing or not a number).',
  type: 'Type must be product or automobile.',
} as const;

export const wishSchema = z.object({
  id: idWithMessage(WISHLIST_MESSAGES.id),
  type: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'product' : value === 'cake' ? 'product' : value),
    z.enum(WISHLIST_TYPES, { error: WISHLIST_MESSAGES.type }),
  ),
});

export type WishInput = z.output<typeof wishSchema>;
