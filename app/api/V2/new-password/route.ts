import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { resetPassword } from '@/lib/server/services/accounts/password-reset';
import { newPasswordSchema } from '@/lib/validation/account-codes';

export const dynamic = 'force-dynamic';

export const POST = write({ account: { none: 'the reset link’s 128-bit token is the only key, and guessing it is hopeless' }, client: 'write-ip' }, async (request) => {
  const { token, password } = parseOrThrow(newPasswordSchema, await jsonBody(request));
  return ok(await resetPassword(token, password));
});
