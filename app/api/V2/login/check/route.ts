import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { loginCheck } from '@/lib/server/services/accounts';
import { loginCheckSchema } from '@/lib/validation/account';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** Does an account exist for this identifier, and which login methods does it have? Limited per client address. */
export const POST = write({ account: { none: 'a visitor asking which ways an identifier can log in; no account yet' }, client: 'login-ip' }, async (request) => {
  const { identifier } = parseOrThrow(loginCheckSchema, await jsonBody(request));
  return privateOk(await loginCheck(identifier));
});
