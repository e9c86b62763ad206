import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffSignInWrite } from '@/lib/server/http/staff-route';
import { confirmSecondFactor } from '@/lib/server/services/staff';
import { confirmSecondFactorSchema } from '@/lib/validation/staff';

// POST admin/second-factor/confirm {code} → data {recoveryCodes}: the first code from the app finishes the set-up,
// opens the back office for this session, and answers ten recovery codes, once. A wrong or used code: 422 (fields.code).
// Tries are limited per account ('second-factor-user').
export const dynamic = 'force-dynamic';

export const POST = staffSignInWrite('second-factor-user', async (request, staff) => {
  const { code } = parseOrThrow(confirmSecondFactorSchema, await jsonBody(request));
  const result = await confirmSecondFactor({ userId: staff.user.id, sessionId: staff.session.id }, code);
  return ok(result, undefined, { cache: 'private' });
});
