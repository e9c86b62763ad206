import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { PublicUser } from '@/lib/domain/account-types';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import type { UserRow } from '@/lib/server/auth/session';
import { ApiError } from '@/lib/server/http/errors';
import { maskEmail } from '@/lib/server/mail/mask';
import { confirmEmailMail } from '@/lib/server/mail/templates/confirm-email';
import { sendMail } from '@/lib/server/mail/transport';
import { userByContact } from './contact-target';
import { consumeLinkToken, issueLink } from './link-tokens';
import type { Deferred } from './contact-target';
import { toPublicUser } from './public-user';

export const CONFIRM_LINK_INVALID = 'This confirmation link has expired or was already used.';
export const EMAIL_CONFIRMED = 'Your email address is confirmed. Thank you!';
export const ALREADY_CONFIRMED = 'Your email address is already confirmed.';
export const RESEND_ANONYMOUS = 'If an account with that email is waiting for confirmation, we sent a new link.';

/** Mails a confirmation link (valid 48 h, single use) to the account's email. Called by user-signup. */
export async function sendConfirmationEmail(user: UserRow): Promise<void> {
  if (!user.email || user.emailConfirmedAt) return;
  const link = await issueLink('confirm-email', user.id);
  await sendMail(confirmEmailMail({ to: user.email, name: user.name, url: link.url, validHours: link.ttlSeconds / 3600 }));
}

/** user-confirm?token: uses the link up and confirms the email. */
export async function confirmEmail(token: string): Promise<{ message: string; user: PublicUser }> {
  const userId = await consumeLinkToken('confirm-email', token);
  if (userId === null) throw new ApiError(400, CONFIRM_LINK_INVALID, 'confirm_token_invalid', { token: CONFIRM_LINK_INVALID });
  const [user] = await getDb()
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new ApiError(400, CONFIRM_LINK_INVALID, 'confirm_token_invalid', { token: CONFIRM_LINK_INVALID });
  return { message: EMAIL_CONFIRMED, user: toPublicUser(user) };
}

/**
 * resend-confirmation: for the logged-in user, or for {email} from the logged-out "check your inbox" page. The
 * anonymous form answers the same whatever the address (no enumeration), its lookup and mail run as `deliver`
 * after the response.
 */
export async function resendConfirmation(
  request: Request,
  who: { user: UserRow } | { email: string },
): Promise<Deferred<{ message: string }>> {
  if ('user' in who) {
    const { user } = who;
    if (!user.email) {
      throw new ApiError(400, 'Your account has no email address yet. Add one in your profile.', 'no_email');
    }
    if (user.emailConfirmedAt) return { answer: { message: ALREADY_CONFIRMED }, deliver: async () => {} };
    // Per person first (the account), then the per-address guard a carrier's customers share.
    await enforceRateLimit('verify-send', `user:${user.id}`);
    await enforceRateLimit('send-ip', clientAddress(request));
    await sendConfirmationEmail(user);
    return { answer: { message: `We sent a new confirmation link to ${maskEmail(user.email)}.` }, deliver: async () => {} };
  }
  const { email } = who;
  await enforceRateLimit('verify-send', `email:${email}`);
  await enforceRateLimit('send-ip', clientAddress(request));
  const deliver = async () => {
    const user = await userByContact({ channel: 'email', value: email });
    if (user && !user.emailConfirmedAt) await sendConfirmationEmail(user);
  };
  return { answer: { message: RESEND_ANONYMOUS }, deliver };
}
