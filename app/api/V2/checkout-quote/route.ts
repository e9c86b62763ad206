import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { lookup } from '@/lib/server/http/write';
import { quoteCheckout } from '@/lib/server/services/orders';
import { checkoutQuoteSchema } from '@/lib/validation/orders';

// Extra path (not in SPEC §7): POST {addressId, deliveryDate, deliveryMethod, slotId} → data.totals exactly as
// place-order would charge them now (re-priced cart, coupon, voucher, delivery charge), for checkout's review step.
export const dynamic = 'force-dynamic';

export const POST = lookup(async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(checkoutQuoteSchema, await jsonBody(request));
  return ok(await quoteCheckout(user.id, input));
});
