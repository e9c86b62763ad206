import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { requestPasswordReset } from '@/lib/server/services/accounts/password-reset';
import { forgotPasswordSchema } from '@/lib/validation/account-codes';
import { afterResponse } from '../_support/after-response';

export const dynamic = 'force-dynamic';

export const POST = write({ account: { identifier: 'forgot-password' }, device: 'codes-device', client: 'write-ip' }, async (request) => {
  const { email } = parseOrThrow(forgotPasswordSchema, await jsonBody(request));
  const { answer, deliver } = await requestPasswordReset(request, email);
  await afterResponse('reset mail', deliver);
  return ok(answer);
});
