import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { donationAddress } from '@/lib/server/services/donations';
import { cakeAddressSchema } from '@/lib/validation/donations';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/**
 * POST donations/cake-address {causeId} (customers) → data.addressId: the cause's address in the customer's book (made
 * once); checkout to it and the order counts as a cake given to the cause.
 */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { causeId } = parseOrThrow(cakeAddressSchema, await jsonBody(request));
  return privateOk(await donationAddress(user.id, causeId));
});
