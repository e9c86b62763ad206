import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { lookup } from '@/lib/server/http/write';
import { deliveryMethodsTimeSlot } from '@/lib/server/services/delivery';
import { checkoutDeliveryMethods } from '@/lib/server/services/orders';
import { methodsTimeSlotSchema } from '@/lib/validation/delivery';

// POST {locationId, deliveryDate, productIds} → data.deliveryMethods, each with its charge and time slots; a slot is
// offered only when it ends after now + the products' lead time and still has room (SPEC "delivery methods").
// With `cart: true` (checkout) the charges are the logged-in customer's, measured on their priced cart.
export const dynamic = 'force-dynamic';

export const POST = lookup(async (request) => {
  const { cart, ...input } = parseOrThrow(methodsTimeSlotSchema, await jsonBody(request));
  if (!cart) return ok(await deliveryMethodsTimeSlot(input));
  const { user } = await requireAuth(request);
  return ok(await checkoutDeliveryMethods(user.id, input));
});
