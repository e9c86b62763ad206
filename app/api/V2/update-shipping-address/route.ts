import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { updateAddress } from '@/lib/server/services/addresses';
import { updateAddressSchema } from '@/lib/validation/address';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST update-shipping-address {addressId, …the address} → {data:{address}}; another customer's id is a 404. */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(updateAddressSchema, await jsonBody(request));
  return privateOk({ address: await updateAddress(user.id, input) });
});
