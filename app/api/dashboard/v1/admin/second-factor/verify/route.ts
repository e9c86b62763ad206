import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffSignInWrite } from '@/lib/server/http/staff-route';
import { verifySecondFactor } from '@/lib/server/services/staff';
import { verifySecondFactorSchema } from '@/lib/validation/staff';

// POST admin/second-factor/verify {code} or {recoveryCode} → data {recoveryCodesLeft}: this shift's second factor;
// the session opens the back office. A code is accepted once (±30 s), a recovery code works once; wrong → 422.
// Tries are limited per account ('second-factor-user').
export const dynamic = 'force-dynamic';

export const POST = staffSignInWrite('second-factor-user', async (request, staff) => {
  const input = parseOrThrow(verifySecondFactorSchema, await jsonBody(request));
  const result = await verifySecondFactor({ userId: staff.user.id, sessionId: staff.session.id }, input);
  return ok(result, undefined, { cache: 'private' });
});
