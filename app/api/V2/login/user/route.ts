import { handle, jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { loginResponse, loginWithPassword } from '@/lib/server/services/accounts';
import { loginSchema } from '@/lib/validation/account';

export const dynamic = 'force-dynamic';

/** Password login with an email, phone or username (body plus source 'web'): the login answer and the cookie. */
export const POST = handle(async (request) => {
  const input = parseOrThrow(loginSchema, await jsonBody(request));
  const user = await loginWithPassword(request, input);
  return loginResponse(request, user, 'password');
});
