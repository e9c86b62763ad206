import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { setNote } from '@/lib/server/services/cart';
import { cartNoteSchema } from '@/lib/validation/cart';
import { cartAnswer, cartContext, cartInput } from '../_support/cart-route';

export const dynamic = 'force-dynamic';

/** POST cart-note {note}: a note for the shop (SPEC §3 cartNote), up to 500 characters; empty clears it. */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const { note } = parseOrThrow(cartNoteSchema, await cartInput(request));
  if (note || context.cart) await setNote(await context.ensureCart(), note);
  return cartAnswer(context);
});
