import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { handle, jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { loginCheck, privateOk } from '@/lib/server/services/accounts';
import { loginCheckSchema } from '@/lib/validation/account';

export const dynamic = 'force-dynamic';

/** Does an account exist for this identifier, and which login methods does it have? Limited per client address. */
export const POST = handle(async (request) => {
  const { identifier } = parseOrThrow(loginCheckSchema, await jsonBody(request));
  await enforceRateLimit('login-ip', clientAddress(request));
  return privateOk(await loginCheck(identifier));
});
