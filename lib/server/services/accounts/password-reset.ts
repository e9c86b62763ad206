import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { revokeOtherSessions } from '@/lib/server/auth/session';
import { ApiError } from '@/lib/server/http/errors';
import { maskEmail } from '@/lib/server/mail/mask';
import { resetPasswordMail } from '@/lib/server/mail/templates/reset-password';
import { sendMail } from '@/lib/server/mail/transport';
import { userByContact, userById } from './contact-target';
import type { Deferred } from './contact-target';
import { consumeAllLinkTokens, consumeLinkToken, issueLink, peekLinkToken } from './link-tokens';

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, we sent a link to reset the password.';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Log in with your new password.';

const invalidLink = () => new ApiError(400, RESET_LINK_INVALID, 'reset_token_invalid', { token: RESET_LINK_INVALID });

/**
 * forgot-password: one answer for every address (no enumeration); a mail only for a real account. The lookup and
 * the mail are returned as `deliver` for the route to run after the response (equal timing for every address).
 */
export async function requestPasswordReset(request: Request, email: string): Promise<Deferred<{ message: string }>> {
  // Per person first (the email typed), then the per-address guard (see requestLoginCode).
  await enforceRateLimit('forgot-password', email);
  await enforceRateLimit('send-ip', clientAddress(request));
  const deliver = async () => {
    const user = await userByContact({ channel: 'email', value: email });
    if (!user?.email) return;
    const link = await issueLink('reset-password', user.id);
    await sendMail(resetPasswordMail({ to: user.email, name: user.name, url: link.url, validMinutes: link.ttlSeconds / 60 }));
  };
  return { answer: { message: FORGOT_PASSWORD_MESSAGE }, deliver };
}

/** verify-reset-token: lets the page show the form (with the masked address) before the person types a password. */
export async function checkResetToken(token: string): Promise<{ valid: true; email: string }> {
  const userId = await peekLinkToken('reset-password', token);
  const user = userId === null ? null : await userById(userId);
  if (!user) throw invalidLink();
  return { valid: true, email: user.email ? maskEmail(user.email) : '' };
}

/**
 * new-password: uses the token up, sets the password, retires every other reset link and logs every device out
 * (whoever asked for a reset may be locking someone out). Following the link also proves the email address.
 */
export async function resetPassword(token: string, password: string): Promise<{ message: string }> {
  const userId = await consumeLinkToken('reset-password', token);
  if (userId === null) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await getDb()
    .update(users)
    .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await consumeAllLinkTokens('reset-password', userId);
  await revokeOtherSessions(userId, null);
  return { message: PASSWORD_RESET_DONE };
}
