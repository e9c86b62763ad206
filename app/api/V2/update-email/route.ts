import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { updateEmail } from '@/lib/server/services/accounts/update-contact';
import { updateEmailSchema } from '@/lib/validation/account-codes';

export const dynamic = 'force-dynamic';

// {email} → a code to the NEW address; {email, code} → the account switches to it.
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { email, code } = parseOrThrow(updateEmailSchema, await jsonBody(request));
  return ok(await updateEmail(request, user, email, code));
});
