import { assertSameOrigin } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { signup } from '@/lib/server/services/accounts';
import { signupSchema } from '@/lib/validation/account';
import { loginAnswer } from '../_support/login-answer';

export const dynamic = 'force-dynamic';

/**
 * Creates the account, sends the confirmation email and logs the new user in (201 login answer + cookie). One person
 * before they have an account is the browser (device cookie) and the email and phone they type; the per-address
 * sign-up guard ('signup-ip', sized for a carrier's shared address) is counted by the service after those.
 */
export const POST = write({ account: { identifier: 'signup-identifier' }, device: 'signup-device', client: 'write-ip' }, async (request) => {
  // A foreign page must not create accounts through a visitor's browser (its login would be refused anyway).
  if (request.headers.get('origin')) assertSameOrigin(request);
  const input = parseOrThrow(signupSchema, await jsonBody(request));
  const user = await signup(request, input);
  return loginAnswer(request, user, 'signup', 201);
});
