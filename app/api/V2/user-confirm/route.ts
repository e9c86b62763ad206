import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { confirmEmail } from '@/lib/server/services/accounts/confirmation';
import { userConfirmSchema } from '@/lib/validation/account-codes';

export const dynamic = 'force-dynamic';

// GET user-confirm?token (SPEC §7): the /user-confirm page calls it with the token from the emailed link.
export const GET = handle(async (request) => {
  const { token } = parseOrThrow(userConfirmSchema, queryObject(request));
  return ok(await confirmEmail(token));
});
