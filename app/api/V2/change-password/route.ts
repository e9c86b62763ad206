import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { changePassword } from '@/lib/server/services/accounts';
import { changePasswordSchema } from '@/lib/validation/account';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** A new password for the logged-in user; other devices are logged out unless logoutOthers is false. */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const context = await requireAuth(request);
  const input = parseOrThrow(changePasswordSchema, await jsonBody(request));
  return privateOk(await changePassword(context, input));
});
