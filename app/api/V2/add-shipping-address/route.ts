import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { addAddress } from '@/lib/server/services/addresses';
import { addAddressSchema } from '@/lib/validation/address';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST add-shipping-address (SPEC §3 delivery address payload) → 201 {data:{address}}. */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(addAddressSchema, await jsonBody(request));
  return privateOk({ address: await addAddress(user.id, input) }, 201);
});
