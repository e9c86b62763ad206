import { z } from 'zod';
import { text } from './text';

export const INVALID_EMAIL = 'Invalid email format';

/**
 * Newsletter sign-up (SPEC §5): the email must look like an email, otherwise 'Invalid email format'. Shared by the
 * API route and the footer form, so both refuse exactly the same addresses. A missing or non-string email gets the
 * same message: to the visitor it is the same mistake.
 */
export const newsletterSchema = z.object({
  email: text({ error: INVALID_EMAIL })
    .trim()
    .max(254, { error: INVALID_EMAIL })
    .pipe(z.email({ error: INVALID_EMAIL })),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
