import { badRequest } from '@/lib/server/http/errors';
import { fieldErrors, jsonBody, ok } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { subscribeNewsletter } from '@/lib/server/services/content/newsletter';
import { INVALID_EMAIL, newsletterSchema } from '@/lib/validation/newsletter';

// POST {email} → data.message (SPEC §7). A bad address answers 400 with error.message 'Invalid email format', the
// exact text the footer form shows (SPEC §5), rather than a generic "check the fields".
export const POST = write({ account: 'newsletter-user', client: 'send-ip' }, async (request) => {
  const body = await jsonBody(request);
  const parsed = newsletterSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw badRequest(fields.email ?? INVALID_EMAIL, { email: fields.email ?? INVALID_EMAIL });
  }
  const { message } = await subscribeNewsletter(parsed.data.email);
  return ok({ message });
});
