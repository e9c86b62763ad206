import { requireAuth } from '@/lib/server/auth/request-auth';
import { ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { verifyEmail } from '@/lib/server/services/accounts/verify-contact';
import { verifyContactSchema } from '@/lib/validation/account-codes';
import { optionalJsonBody } from '../_support/optional-json';

export const dynamic = 'force-dynamic';

// {} → a code to the account's email; {code} → the email is verified and the updated user comes back.
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { code } = parseOrThrow(verifyContactSchema, await optionalJsonBody(request));
  return ok(await verifyEmail(request, user, code));
});
