import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { handle, jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { checkAvailability, privateOk } from '@/lib/server/services/accounts';
import { registerCheckSchema } from '@/lib/validation/account';

export const dynamic = 'force-dynamic';

/** The register form's live check: is this email, phone or username (exactly one) still free? */
export const POST = handle(async (request) => {
  await enforceRateLimit('register-check-ip', clientAddress(request));
  const input = parseOrThrow(registerCheckSchema, await jsonBody(request));
  return privateOk(await checkAvailability(input));
});
