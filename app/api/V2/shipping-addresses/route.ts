import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { shippingAddressInfo } from '@/lib/server/services/addresses';
import { addressListQuerySchema } from '@/lib/validation/address';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** GET shipping-addresses?deliveryDate&isDonation&outlet=1 (SPEC §7): the customer's addresses in data.addressInfo. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const query = parseOrThrow(addressListQuerySchema, queryObject(request));
  return privateOk(await shippingAddressInfo(user.id, query));
});
