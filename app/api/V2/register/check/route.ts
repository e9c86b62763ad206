import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { checkAvailability } from '@/lib/server/services/accounts';
import { registerCheckSchema } from '@/lib/validation/account';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** The register form's live check: is this email, phone or username (exactly one) still free? */
export const POST = write({ account: { none: 'a visitor checking whether a name is free, as they type' }, client: 'register-check-ip' }, async (request) => {
  const input = parseOrThrow(registerCheckSchema, await jsonBody(request));
  return privateOk(await checkAvailability(input));
});
