import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { resetPassword } from '@/lib/server/services/accounts/password-reset';
import { newPasswordSchema } from '@/lib/validation/account-codes';

export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  const { token, password } = parseOrThrow(newPasswordSchema, await jsonBody(request));
  return ok(await resetPassword(token, password));
});
