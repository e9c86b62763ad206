import { optionalAuth, assertSameOrigin } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { getContactInfo, sendContactMessage } from '@/lib/server/services/pages';
import { contactSchema } from '@/lib/validation/pages';
import { deliverNotificationsAfterResponse } from '../_support/notify';

export const dynamic = 'force-dynamic';

/** GET contact-us → data.contactUs (SPEC §3 Page.contactUs): the page's text, phones (Viber, WhatsApp), counters, hours. */
export const GET = handle(async () => ok({ contactUs: await getContactInfo() }, undefined, { cache: 'content' }));

/**
 * POST contact-us {name, email | phone, subject, message, website}: stored for customer care and acknowledged by mail
 * (or SMS when only a phone is given). Limited per signed-in person and, coarsely, per address. `website` is the honeypot: a bot that
 * fills it gets the same answer as a person, and nothing is stored or sent.
 */
export const POST = write({ account: 'contact-user', client: 'contact-ip' }, async (request) => {
  const auth = await optionalAuth(request);
  if (!auth) assertSameOrigin(request);
  const input = parseOrThrow(contactSchema, await jsonBody(request));
  const received = 'Thank you. We received your message and will answer soon.';
  if (input.website) return ok({ message: received }, undefined, { status: 201 });
  const { id } = await sendContactMessage(input, auth?.user.id ?? null);
  await deliverNotificationsAfterResponse();
  return ok({ id, message: received }, undefined, { status: 201 });
});
