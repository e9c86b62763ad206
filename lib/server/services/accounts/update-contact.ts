import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import type { UserRow } from '@/lib/server/auth/session';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { maskEmail, maskPhone } from '@/lib/server/mail/mask';
import { verifyCodeMail, verifyCodeSms } from '@/lib/server/mail/templates/verify-code';
import { sendMail } from '@/lib/server/mail/transport';
import { sendSms } from '@/lib/server/sms/send-sms';
import { TAKEN_MESSAGES } from './availability';
import { CODE_TTL_MINUTES, CODE_TTL_SECONDS, consumeCode, issueCode } from './codes';
import { toPublicUser } from './public-user';
import type { CodeSent, ContactVerified } from './verify-contact';

// update-email / update-phone: the account keeps its current value until the code sent to the NEW one is entered,
// so a typo never locks anyone out and nobody can claim an address they cannot read.

type Field = 'email' | 'phone';

const SAME: Record<Field, string> = {
  email: 'This is already your email address.',
  phone: 'This is already your mobile number.',
};

const taken = (field: Field) => new ApiError(409, TAKEN_MESSAGES[field], 'already_registered', { [field]: TAKEN_MESSAGES[field] });

async function assertFree(field: Field, value: string, userId: number): Promise<void> {
  const column = field === 'email' ? users.email : users.phone;
  const [other] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId)))
    .limit(1);
  if (other) throw taken(field);
}

function isUniqueViolation(error: unknown): boolean {
  const seen = error as { code?: string; cause?: { code?: string } } | null;
  return seen?.code === '23505' || seen?.cause?.code === '23505';
}

async function apply(field: Field, value: string, user: UserRow): Promise<UserRow> {
  const set =
    field === 'email'
      ? { email: value, emailConfirmedAt: sql`now()`, updatedAt: sql`now()` }
      : { phone: value, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` };
  try {
    const [updated] = await getDb().update(users).set(set).where(eq(users.id, user.id)).returning();
    return updated ?? user;
  } catch (error) {
    // Someone else took the value between our check and this write: the unique index decides.
    if (isUniqueViolation(error)) throw taken(field);
    throw error;
  }
}

async function change(
  request: Request,
  user: UserRow,
  field: Field,
  value: string,
  code: string | undefined,
): Promise<CodeSent | ContactVerified> {
  if ((field === 'email' ? user.email : user.phone) === value) throw badRequest(SAME[field], { [field]: SAME[field] });
  await assertFree(field, value, user.id);
  const purpose = field === 'email' ? 'update-email' : 'update-phone';
  if (code === undefined) {
    // Per person (the account, the new value) before the address a carrier's customers share.
    await enforceRateLimit('verify-send', `user:${user.id}`);
    await enforceRateLimit('otp-send', value);
    await enforceRateLimit('send-ip', clientAddress(request));
    const issued = await issueCode({ purpose, target: value, userId: user.id });
    if (field === 'email') {
      await sendMail(verifyCodeMail({ to: value, name: user.name, code: issued, validMinutes: CODE_TTL_MINUTES, reason: 'change' }));
    } else {
      await sendSms(value, verifyCodeSms(issued, CODE_TTL_MINUTES, 'change'));
    }
    const shown = field === 'email' ? maskEmail(value) : maskPhone(value);
    return {
      sent: true,
      message: `We sent a 6-digit code to ${shown}. Enter it to finish the change.`,
      expiresInSeconds: CODE_TTL_SECONDS,
    };
  }
  await consumeCode({ purpose, target: value, userId: user.id }, code);
  const updated = await apply(field, value, user);
  const message = field === 'email' ? `Your email address is now ${value}.` : `Your mobile number is now ${value}.`;
  return { message, user: toPublicUser(updated) };
}

export function updateEmail(request: Request, user: UserRow, email: string, code?: string) {
  return change(request, user, 'email', email, code);
}

export function updatePhone(request: Request, user: UserRow, phone: string, code?: string) {
  return change(request, user, 'phone', phone, code);
}
