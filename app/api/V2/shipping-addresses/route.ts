import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { privateOk } from '@/lib/server/services/accounts/login-response';
import { shippingAddressInfo } from '@/lib/server/services/addresses';
import { addressListQuerySchema } from '@/lib/validation/address';

export const dynamic = 'force-dynamic';

/** GET shipping-addresses?deliveryDate&isDonation&outlet=1 (SPEC §7): the customer's addresses in data.addressInfo. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const query = parseOrThrow(addressListQuerySchema, queryObject(request));
  return privateOk(await shippingAddressInfo(user.id, query));
});
