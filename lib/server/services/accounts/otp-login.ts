import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { loginCodeMail, loginCodeSms } from '@/lib/server/mail/templates/login-code';
import { sendMail } from '@/lib/server/mail/transport';
import { sendSms } from '@/lib/server/sms/send-sms';
import { CODE_TTL_MINUTES, CODE_TTL_SECONDS, codeExpiredError, consumeCode, issueCode, issueDecoyCode } from './codes';
import { userByContact, type ContactTarget, type Deferred } from './contact-target';
import { loginLimitKey } from './login';

export type OtpSent = { sent: true; message: string; expiresInSeconds: number };

/**
 * Step 1: send a login code to the phone or email. The answer is the same whether or not an account exists (no
 * enumeration) and the sends count against the limits either way; only a real account is sent anything. The lookup
 * and the send are returned as `deliver`, for the route to run after the response, so a slow SMTP server or SMS
 * gateway cannot reveal through timing that the account exists.
 */
export async function requestLoginCode(request: Request, target: ContactTarget): Promise<Deferred<OtpSent>> {
  // Per person first (the number or email typed; the route counts the device), then the coarse per-address guard:
  // a send refused for one person does not use up what a carrier's shared address allows everyone behind it.
  await enforceRateLimit('otp-send', target.value);
  await enforceRateLimit('send-ip', clientAddress(request));
  const deliver = async () => {
    const user = await userByContact(target);
    if (!user) {
      // Nothing is sent, but the next step must answer exactly as for a real account ("4 tries left", then
      // "expired"): a code row that no 6 digits can match stands in for the one a real account would get.
      await issueDecoyCode({ purpose: 'login', target: target.value, userId: null });
      return;
    }
    const code = await issueCode({ purpose: 'login', target: target.value, userId: user.id });
    if (target.channel === 'email') {
      await sendMail(loginCodeMail({ to: target.value, name: user.name, code, validMinutes: CODE_TTL_MINUTES }));
    } else {
      await sendSms(target.value, loginCodeSms(code, CODE_TTL_MINUTES));
    }
  };
  return {
    answer: {
      sent: true,
      message: `If an account exists for ${target.value}, we sent a 6-digit code.`,
      expiresInSeconds: CODE_TTL_SECONDS,
    },
    deliver,
  };
}

/**
 * Step 2: log in with the code. Guesses count against the per-account login limit (shared with password logins) as
 * well as the code's own five tries. An unknown identifier goes through the same steps against the decoy code step 1
 * left for it, so status, message, shape and the queries run (hence roughly the time) are the same as for a real
 * account: "That code is not right. 4 tries left." after a request, "This code has expired." without one.
 * The answer is the person the code proved; the route opens their session (app/api/V2/_support/login-answer.ts).
 */
export async function loginWithCode(request: Request, target: ContactTarget, code: string): Promise<UserRow> {
  await enforceRateLimit('login-ip', clientAddress(request));
  const user = await userByContact(target);
  await enforceRateLimit('login', loginLimitKey(user, target.value));
  await consumeCode({ purpose: 'login', target: target.value, userId: user?.id ?? null }, code);
  // Only a decoy code has no user, and no code can match it; this is the type system's guard, not a real path.
  if (!user) throw codeExpiredError();
  // Receiving the code proves the channel: the email is confirmed / the phone verified.
  const proved =
    target.channel === 'email'
      ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`, updatedAt: sql`now()` }
      : { phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())`, updatedAt: sql`now()` };
  const [updated] = await getDb().update(users).set(proved).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}
