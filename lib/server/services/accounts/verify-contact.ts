import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { PublicUser } from '@/lib/domain/account-types';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import type { UserRow } from '@/lib/server/auth/session';
import { ApiError } from '@/lib/server/http/errors';
import { maskEmail, maskPhone } from '@/lib/server/mail/mask';
import { verifyCodeMail, verifyCodeSms } from '@/lib/server/mail/templates/verify-code';
import { sendMail } from '@/lib/server/mail/transport';
import { sendSms } from '@/lib/server/sms/send-sms';
import { CODE_TTL_MINUTES, CODE_TTL_SECONDS, consumeCode, issueCode } from './codes';
import { toPublicUser } from './public-user';

export type CodeSent = { sent: boolean; message: string; expiresInSeconds?: number };
export type ContactVerified = { message: string; user: PublicUser };

const NO_EMAIL = 'Your account has no email address yet. Add one in your profile.';
const NO_PHONE = 'Your account has no mobile number yet. Add one in your profile.';

/** The send side shared by both channels: limits per account (verify-send), then per client address. */
async function limitSends(request: Request, user: UserRow): Promise<void> {
  await enforceRateLimit('verify-send', `user:${user.id}`);
  await enforceRateLimit('send-ip', clientAddress(request));
}

/** verify-email: {} sends a code to the account's email; {code} confirms the address. */
export async function verifyEmail(request: Request, user: UserRow, code?: string): Promise<CodeSent | ContactVerified> {
  const email = user.email;
  if (!email) throw new ApiError(400, NO_EMAIL, 'no_email');
  if (code === undefined) {
    if (user.emailConfirmedAt) return { sent: false, message: 'Your email address is already verified.' };
    await limitSends(request, user);
    const issued = await issueCode({ purpose: 'verify-email', target: email, userId: user.id });
    await sendMail(verifyCodeMail({ to: email, name: user.name, code: issued, validMinutes: CODE_TTL_MINUTES, reason: 'verify' }));
    return { sent: true, message: `We sent a 6-digit code to ${maskEmail(email)}.`, expiresInSeconds: CODE_TTL_SECONDS };
  }
  await consumeCode({ purpose: 'verify-email', target: email, userId: user.id }, code);
  const [updated] = await getDb()
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return { message: 'Your email address is verified.', user: toPublicUser(updated ?? user) };
}

/** verify-phone: {} texts a code to the account's mobile number; {code} verifies it. */
export async function verifyPhone(request: Request, user: UserRow, code?: string): Promise<CodeSent | ContactVerified> {
  const phone = user.phone;
  if (!phone) throw new ApiError(400, NO_PHONE, 'no_phone');
  if (code === undefined) {
    if (user.phoneVerifiedAt) return { sent: false, message: 'Your mobile number is already verified.' };
    await limitSends(request, user);
    const issued = await issueCode({ purpose: 'verify-phone', target: phone, userId: user.id });
    await sendSms(phone, verifyCodeSms(issued, CODE_TTL_MINUTES, 'verify'));
    return { sent: true, message: `We sent a 6-digit code to ${maskPhone(phone)}.`, expiresInSeconds: CODE_TTL_SECONDS };
  }
  await consumeCode({ purpose: 'verify-phone', target: phone, userId: user.id }, code);
  const [updated] = await getDb()
    .update(users)
    .set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return { message: 'Your mobile number is verified.', user: toPublicUser(updated ?? user) };
}
