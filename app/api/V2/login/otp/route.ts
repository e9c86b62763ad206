import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { loginWithCode, requestLoginCode } from '@/lib/server/services/accounts/otp-login';
import { contactChannel, otpLoginSchema } from '@/lib/validation/account-codes';
import { afterResponse } from '../../_support/after-response';
import { loginAnswer } from '../../_support/login-answer';

export const dynamic = 'force-dynamic';

// Step 1 {identifier} → the same "if an account exists…" answer for everyone; step 2 {identifier, code} → login.
export const POST = write({ account: { identifier: 'login' }, device: 'codes-device', client: 'write-ip' }, async (request) => {
  const { identifier, code } = parseOrThrow(otpLoginSchema, await jsonBody(request));
  const target = { channel: contactChannel(identifier), value: identifier } as const;
  if (code === undefined) {
    const { answer, deliver } = await requestLoginCode(request, target);
    await afterResponse('login code', deliver);
    return ok(answer);
  }
  return loginAnswer(request, await loginWithCode(request, target, code), 'otp');
});
