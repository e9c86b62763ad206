import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { newsletterSubscriptions } from '@/lib/server/db/schema';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to Upahar Ghar!';
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed — thank you!";

/**
 * Subscribes an address (already validated by lib/validation/newsletter). Stored trimmed and lower-cased, so
 * 'Asha@Example.com' and 'asha@example.com' are one subscriber. A repeat is not an error for the visitor: they get a
 * kind message and no second row. ON CONFLICT makes two simultaneous sign-ups of one address safe.
 */
export async function subscribeNewsletter(email: string, source = 'web'): Promise<{ message: string; created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const inserted = await getDb()
    .insert(newsletterSubscriptions)
    .values({ email: normalised, source })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  const created = inserted.length > 0;
  return { message: created ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE, created };
}
