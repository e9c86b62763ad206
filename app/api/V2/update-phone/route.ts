import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { updatePhone } from '@/lib/server/services/accounts/update-contact';
import { updatePhoneSchema } from '@/lib/validation/account-codes';

export const dynamic = 'force-dynamic';

// {phone} → an SMS code to the NEW number; {phone, code} → the account switches to it.
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { phone, code } = parseOrThrow(updatePhoneSchema, await jsonBody(request));
  return ok(await updatePhone(request, user, phone, code));
});
