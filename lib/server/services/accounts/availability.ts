import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { isNepalMobile, normalizeNepalPhone } from '@/lib/domain/phone';
import type { UserRow } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { RegisterCheckInput } from '@/lib/validation/account';

export type ContactField = 'email' | 'phone' | 'username';

/** The 409 wording of signup, shared by register/check so the live check and the submit say the same thing. */
export const TAKEN_MESSAGES: Record<ContactField, string> = {
  email: 'This email is already registered.',
  phone: 'This phone number is already registered.',
  username: 'This username is already registered.',
};

const FREE_MESSAGES: Record<ContactField, string> = {
  email: 'This email is available.',
  phone: 'This phone number is available.',
  username: 'This username is available.',
};

async function first(where: ReturnType<typeof eq>): Promise<UserRow | null> {
  const [row] = await getDb().select().from(users).where(where).limit(1);
  return row ?? null;
}

export const findUserByEmail = (email: string) => first(eq(users.email, email.trim().toLowerCase()));
export const findUserByPhone = (phone: string) => first(eq(users.phone, normalizeNepalPhone(phone.trim())));
export const findUserByUsername = (username: string) =>
  first(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);

export type IdentifierKind = 'email' | 'phone' | 'username';

/** How an identifier is read: with '@' an email, a Nepali mobile in any formatting a phone, anything else a username. */
export function identifierKind(identifier: string): IdentifierKind {
  const value = identifier.trim();
  if (value.includes('@')) return 'email';
  return isNepalMobile(value) ? 'phone' : 'username';
}

/** One spelling per account for rate limits: '+977 984-1234567' and '9841234567' count as the same identifier. */
export function identifierKey(identifier: string): string {
  const value = identifier.trim();
  return identifierKind(value) === 'phone' ? normalizeNepalPhone(value) : value.toLowerCase();
}

/** The account an email, phone or username names (a phone-looking value falls back to a numeric username). */
export async function findUserByIdentifier(identifier: string): Promise<UserRow | null> {
  switch (identifierKind(identifier)) {
    case 'email':
      return findUserByEmail(identifier);
    case 'phone':
      return (await findUserByPhone(identifier)) ?? findUserByUsername(identifier);
    case 'username':
      return findUserByUsername(identifier);
  }
}

export type Availability = { field: ContactField; value: string; available: boolean; message: string };

/** register/check: is this (already validated and normalised) email, phone or username free? */
export async function checkAvailability(input: RegisterCheckInput): Promise<Availability> {
  const [field, value] = input.email
    ? (['email', input.email] as const)
    : input.phone
      ? (['phone', input.phone] as const)
      : (['username', input.username ?? ''] as const);
  const owner =
    field === 'email' ? await findUserByEmail(value) : field === 'phone' ? await findUserByPhone(value) : await findUserByUsername(value);
  const available = owner === null;
  return { field, value, available, message: available ? FREE_MESSAGES[field] : TAKEN_MESSAGES[field] };
}

export type LoginCheck = { exists: boolean; methods: Array<'password' | 'otp'> };

/** login/check: does an account exist for this identifier, and how can it log in? (Rate-limited by the route.) */
export async function loginCheck(identifier: string): Promise<LoginCheck> {
  const user = await findUserByIdentifier(identifier);
  if (!user) return { exists: false, methods: [] };
  const methods: LoginCheck['methods'] = [];
  if (user.passwordHash) methods.push('password');
  // A code can go to the account's phone or email (login/otp), whichever the identifier named.
  if (user.email || user.phone) methods.push('otp');
  return { exists: true, methods };
}
