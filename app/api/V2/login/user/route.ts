import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { loginWithPassword } from '@/lib/server/services/accounts';
import { loginSchema } from '@/lib/validation/account';
import { loginAnswer } from '../../_support/login-answer';

export const dynamic = 'force-dynamic';

/** Password login with an email, phone or username (body plus source 'web'): the login answer and the cookie. */
export const POST = write({ account: { identifier: 'login' }, client: 'write-ip' }, async (request) => {
  const input = parseOrThrow(loginSchema, await jsonBody(request));
  const user = await loginWithPassword(request, input);
  return loginAnswer(request, user, 'password');
});
