import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { updateEmail } from '@/lib/server/services/accounts/update-contact';
import { updateEmailSchema } from '@/lib/validation/account-codes';

export const dynamic = 'force-dynamic';

// {email} → a code to the NEW address; {email, code} → the account switches to it.
export const POST = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { email, code } = parseOrThrow(updateEmailSchema, await jsonBody(request));
  return ok(await updateEmail(request, user, email, code));
});
