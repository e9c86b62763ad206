import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { checkResetToken } from '@/lib/server/services/accounts/password-reset';
import { verifyResetTokenSchema } from '@/lib/validation/account-codes';

export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  const { token } = parseOrThrow(verifyResetTokenSchema, await jsonBody(request));
  return ok(await checkResetToken(token));
});
