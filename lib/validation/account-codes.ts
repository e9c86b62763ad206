import { z } from 'zod';
import { emailSchema, MESSAGES, passwordSchema, phoneSchema } from './account';
import { text } from './text';

// Schemas for the calls that send or take a code or an emailed link (OTP login, password reset, email
// confirmation, verify/update email and phone). Shared by the route handlers and the forms; the email, phone and
// password rules themselves are the ones in ./account.

export const CODE_MESSAGES = {
  code: 'Enter the 6-digit code.',
  contact: 'Enter your email address or a Nepali mobile number (98XXXXXXXX).',
  token: 'This link is incomplete. Open it again from the email.',
} as const;

/** Six digits; spaces or dashes people type or paste between groups ("123 456") are ignored. */
export const codeSchema = z
  .union([text(), z.number()], { error: CODE_MESSAGES.code })
  .transform((value) => String(value).replace(/[\s-]/g, ''))
  .pipe(text().regex(/^\d{6}$/, { error: CODE_MESSAGES.code }));

/** Where a one-time code can go: an email (lower-cased) or a Nepali mobile (as its 10 digits). */
export const contactIdentifierSchema = z
  .union([text(), z.number()], { error: CODE_MESSAGES.contact })
  .transform((value, ctx) => {
    const raw = String(value).trim();
    const parsed = (raw.includes('@') ? emailSchema : phoneSchema).safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: CODE_MESSAGES.contact });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The channel of a value that passed contactIdentifierSchema. */
export function contactChannel(identifier: string): 'email' | 'phone' {
  return identifier.includes('@') ? 'email' : 'phone';
}

/** login/otp: step 1 {identifier}, step 2 {identifier, code}. */
export const otpLoginSchema = z.object({
  identifier: contactIdentifierSchema,
  code: codeSchema.optional(),
  source: text().max(20).optional(),
});
export const otpRequestSchema = otpLoginSchema.pick({ identifier: true });
export const otpVerifySchema = z.object({ identifier: contactIdentifierSchema, code: codeSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const linkTokenSchema = text({ error: CODE_MESSAGES.token })
  .trim()
  .min(1, { error: CODE_MESSAGES.token })
  .max(200, { error: CODE_MESSAGES.token });

export const verifyResetTokenSchema = z.object({ token: linkTokenSchema });

export const newPasswordSchema = z
  .object({
    token: linkTokenSchema,
    password: passwordSchema,
    confirmPassword: text({ error: MESSAGES.passwordMismatch }),
  })
  .refine((v) => v.confirmPassword === v.password, { error: MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type NewPasswordInput = z.output<typeof newPasswordSchema>;

/** user-confirm?token */
export const userConfirmSchema = z.object({ token: linkTokenSchema });

/** resend-confirmation: nothing when logged in; {email} from the logged-out "check your inbox" page. */
export const resendConfirmationSchema = z.object({ email: emailSchema.optional() });

/** verify-email / verify-phone: {} sends a code, {code} confirms. */
export const verifyContactSchema = z.object({ code: codeSchema.optional() });

/** update-email / update-phone: {value} sends a code to the new value, {value, code} applies it. */
export const updateEmailSchema = z.object({ email: emailSchema, code: codeSchema.optional() });
export const updatePhoneSchema = z.object({ phone: phoneSchema, code: codeSchema.optional() });
