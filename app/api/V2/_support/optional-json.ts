import { badRequest } from '@/lib/server/http/errors';

/**
 * The JSON body, or {} when there is none: calls like verify-email and resend-confirmation are legitimately sent
 * with no body at all ("send me a code"). A body that is present but not JSON is still a 400.
 */
export async function optionalJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body must be JSON.');
  }
}
