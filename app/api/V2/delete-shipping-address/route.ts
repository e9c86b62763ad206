import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { deleteAddress } from '@/lib/server/services/addresses';
import { deleteAddressSchema } from '@/lib/validation/address';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST delete-shipping-address {addressId} (SPEC §7) → {data:{addressId, newDefaultId}}; another customer's id is a 404. */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { addressId } = parseOrThrow(deleteAddressSchema, await jsonBody(request));
  return privateOk(await deleteAddress(user.id, addressId));
});
