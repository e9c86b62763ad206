import { notAuthenticated, optionalAuth, readToken } from '@/lib/server/auth/request-auth';
import { badRequest } from '@/lib/server/http/errors';
import { ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { resendConfirmation } from '@/lib/server/services/accounts/confirmation';
import { resendConfirmationSchema } from '@/lib/validation/account-codes';
import { afterResponse } from '../_support/after-response';
import { optionalJsonBody } from '../_support/optional-json';

export const dynamic = 'force-dynamic';

// Logged in: a new link to the account's email. Logged out: {email} (the "check your inbox" page).
export const POST = write({ account: 'profile-user', device: 'codes-device', client: 'write-ip' }, async (request) => {
  const { email } = parseOrThrow(resendConfirmationSchema, await optionalJsonBody(request));
  const auth = await optionalAuth(request);
  if (!auth && email === undefined) {
    // A stale token is a 401 (the client then logs in again); no token and no email is a form error.
    if (readToken(request)) throw notAuthenticated();
    throw badRequest('Enter a valid email address.', { email: 'Enter a valid email address.' });
  }
  const { answer, deliver } = await resendConfirmation(request, auth ? { user: auth.user } : { email: email as string });
  await afterResponse('confirmation mail', deliver);
  return ok(answer);
});
