import { z } from 'zod';
import { GENDERS } from '@/lib/domain/account-types';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { NEPAL_MOBILE_PATTERN, normalizeNepalPhone } from '@/lib/domain/phone';
import { isCommonPassword } from './common-passwords';
import { text } from './text';

// Account rules shared by the API (route handlers parse with these) and the forms (login, register, profile), so
// both refuse exactly the same input with exactly the same words (contract-accounts.md "Validation messages").

export const MESSAGES = {
  email: 'Enter a valid email address.',
  phone: 'Enter a Nepali mobile number (98XXXXXXXX).',
  username: 'Usernames use 3–30 letters, numbers, dots or underscores.',
  passwordShort: 'Passwords need at least 8 characters.',
  passwordLong: 'Passwords can have at most 128 characters.',
  passwordCommon: 'This password is too common. Choose another.',
  passwordMismatch: 'Passwords do not match.',
  passwordSame: 'Choose a new password that is different from your current one.',
  name: 'Enter your name (2–80 characters).',
  identifier: 'Enter your email, phone number or username.',
  password: 'Enter your password.',
  currentPassword: 'Enter your current password.',
  gender: 'Choose male, female or other.',
  dateOfBirth: 'Enter a real date of birth.',
  dateOfBirthFuture: 'Your date of birth cannot be in the future.',
  dateOfBirthOld: 'Enter a date of birth within the last 120 years.',
  avatar: 'Upload a JPEG, PNG or WebP image up to 2 MB.',
  bio: 'Keep your bio to 500 characters.',
  city: 'Enter a city of at most 60 characters.',
  isPrivate: 'Choose whether your page is private (true or false).',
  registerCheck: 'Send exactly one of email, phone or username.',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const emailSchema = text(MESSAGES.email)
  .trim()
  .toLowerCase()
  .max(254, { error: MESSAGES.email })
  .pipe(z.email({ error: MESSAGES.email }));

/** Any usual way of writing a Nepali mobile ('+977 984-1234567', 9841234567) → the 10-digit national number. */
export const phoneSchema = z
  .union([text(), z.number()], { error: MESSAGES.phone })
  .transform((value) => normalizeNepalPhone(String(value).trim()))
  .pipe(text().regex(NEPAL_MOBILE_PATTERN, { error: MESSAGES.phone }));

/** Stored and compared lower-case, so 'Sita_G' and 'sita_g' are the same handle. */
export const usernameSchema = text(MESSAGES.username)
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._]{3,30}$/, { error: MESSAGES.username });

/** NIST 800-63B style: length and a common-password check, no composition rules; never trimmed (spaces count). */
export const passwordSchema = text(MESSAGES.passwordShort)
  .min(PASSWORD_MIN, { error: MESSAGES.passwordShort })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordLong })
  .refine((password) => !isCommonPassword(password), { error: MESSAGES.passwordCommon });

export const nameSchema = text(MESSAGES.name)
  .trim()
  .min(2, { error: MESSAGES.name })
  .max(80, { error: MESSAGES.name });

/** An optional form field: '' and null mean "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const sourceSchema = text().max(20).optional();

export const signupSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
    password: passwordSchema,
    /** The register form sends it; API clients may leave it out. */
    confirmPassword: text().optional(),
    source: sourceSchema,
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type SignupInput = z.output<typeof signupSchema>;

/** The register form: like the API, but the confirmation is required. */
export const registerFormSchema = signupSchema.refine((v) => v.confirmPassword !== undefined, {
  error: MESSAGES.passwordMismatch,
  path: ['confirmPassword'],
});

export const identifierSchema = text(MESSAGES.identifier).trim().min(1, { error: MESSAGES.identifier }).max(254, { error: MESSAGES.identifier });

export const loginSchema = z.object({
  identifier: identifierSchema,
  // No strength rules at login: old accounts and typos are answered by the 401, not by a form message. The cap keeps
  // a megabyte "password" from being hashed.
  password: text(MESSAGES.password).min(1, { error: MESSAGES.password }).max(1024, { error: MESSAGES.password }),
  source: sourceSchema,
});
export type LoginInput = z.output<typeof loginSchema>;

export const loginCheckSchema = z.object({ identifier: identifierSchema });

export const registerCheckSchema = z
  .object({
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    username: usernameSchema.optional(),
  })
  .refine((v) => [v.email, v.phone, v.username].filter((x) => x !== undefined).length === 1, {
    error: MESSAGES.registerCheck,
  });
export type RegisterCheckInput = z.output<typeof registerCheckSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: text(MESSAGES.currentPassword).min(1, { error: MESSAGES.currentPassword }).max(1024),
    password: passwordSchema,
    confirmPassword: text(MESSAGES.passwordMismatch),
    /** Log out the account's other devices too (default yes: a changed password usually means "lock them out"). */
    logoutOthers: z.boolean().optional(),
  })
  .refine((v) => v.confirmPassword === v.password, { error: MESSAGES.passwordMismatch, path: ['confirmPassword'] })
  .refine((v) => v.password !== v.currentPassword, { error: MESSAGES.passwordSame, path: ['password'] });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** A real calendar date 'yyyy-mm-dd' (2023-02-30 is refused). */
function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in Kathmandu minus `years`, as 'yyyy-mm-dd' (string order is date order for this format). */
function yearsAgo(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

export const dateOfBirthSchema = text(MESSAGES.dateOfBirth)
  .trim()
  .refine(isRealDate, { error: MESSAGES.dateOfBirth, abort: true })
  .refine((value) => value <= kathmanduDateKey(Date.now()), { error: MESSAGES.dateOfBirthFuture, abort: true })
  .refine((value) => value >= yearsAgo(kathmanduDateKey(Date.now()), 120), { error: MESSAGES.dateOfBirthOld });

/**
 * update-profile fields. Each is optional (only what is sent changes); gender and dateOfBirth accept '' or null to
 * clear them. Multipart forms send strings, so the same schema serves JSON and form data.
 */
const blankToNull = (value: unknown) => (value === '' ? null : value);

export const BIO_MAX = 500;
export const CITY_MAX = 60;

/** Multipart forms send a checkbox as 'true' / 'false' (or 'on'); JSON sends a boolean. */
const formBoolean = (value: unknown) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value);

export const profileUpdateSchema = z.object({
  name: nameSchema.optional(),
  /** A line or two shown on the public page (/user/{username}); '' clears it. */
  bio: text(MESSAGES.bio).trim().max(BIO_MAX, { error: MESSAGES.bio }).optional(),
  city: z.preprocess(blankToNull, text(MESSAGES.city).trim().max(CITY_MAX, { error: MESSAGES.city }).nullable().optional()),
  /** A private page shows only the name and avatar to anyone who is not a connection. */
  isPrivate: z.preprocess(formBoolean, z.boolean({ error: MESSAGES.isPrivate }).optional()),
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: MESSAGES.gender }).nullable().optional()),
  dateOfBirth: z.preprocess(blankToNull, dateOfBirthSchema.nullable().optional()),
});
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

export const currencySchema = z.object({
  currency: z.preprocess(blankToUndefined, text().trim().max(10).optional()),
});
