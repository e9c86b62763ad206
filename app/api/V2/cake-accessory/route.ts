import { handle, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { removeAccessory, setAccessory } from '@/lib/server/services/cart';
import { listCakeAccessories } from '@/lib/server/services/catalogue';
import { accessoryItemSchema, accessoryRemovalSchema } from '@/lib/validation/cart';
import { publicOk } from '../_support/catalogue-route';
import { cartAnswer, cartContext, cartInput } from '../_support/cart-route';

/** Add-ons that go with a cake (candles, knife, topper, popper). */
export const GET = handle(async () => publicOk({ accessories: await listCakeAccessories() }));

/**
 * POST one accessory item (SPEC §3: id, productId, deliveryLocationId, deliveryDate, source) to the cart. `quantity`
 * (default 1) sets how many; 0 removes it. The client posts its pending list one item at a time, then reloads.
 */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const input = parseOrThrow(accessoryItemSchema, await cartInput(request));
  if (input.quantity === 0 && !context.cart) return cartAnswer(context);
  await setAccessory(await context.ensureCart(), { id: input.id, productId: input.productId, quantity: input.quantity });
  return cartAnswer(context);
});

/** DELETE cake-accessory {id} (body or ?id=): takes the add-on out of the cart; 404 when it is not there. */
export const DELETE = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const { id } = parseOrThrow(accessoryRemovalSchema, await cartInput(request));
  await removeAccessory(context.cart, id);
  return cartAnswer(context);
});
