import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/domain/staff-roles';
import { safeReferrer } from '@/lib/domain/referrer';
import { emailSchema } from './account';
import { text } from './text';

// The back office's staff and second factor (issue 24): what /api/dashboard/v1/admin/staff… and
// /api/dashboard/v1/admin/second-factor/… accept.

export const STAFF_MESSAGES = {
  role: `Choose a role: ${STAFF_ROLES.join(', ')}.`,
  code: 'Enter the 6-digit code from your authenticator app.',
  recoveryCode: 'Enter one of your recovery codes (like abcde-fghjk).',
  oneOf: 'Enter a code from your authenticator app, or one recovery code.',
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.role });

export const addStaffSchema = z.object({ email: emailSchema, role: staffRoleSchema });

export const changeStaffRoleSchema = z.object({ role: staffRoleSchema });

/** "123 456" and "123-456" as apps show it are fine; the spaces go. */
const totpCodeSchema = text({ error: STAFF_MESSAGES.code })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(text({ error: STAFF_MESSAGES.code }).regex(/^\d{6}$/, { error: STAFF_MESSAGES.code }));

const recoveryCodeSchema = text({ error: STAFF_MESSAGES.recoveryCode })
  .trim()
  .min(10, { error: STAFF_MESSAGES.recoveryCode })
  .max(40, { error: STAFF_MESSAGES.recoveryCode });

export const confirmSecondFactorSchema = z.object({ code: totpCodeSchema });

/** The code step: a code from the app, or a recovery code, not both. */
export const verifySecondFactorSchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), { error: STAFF_MESSAGES.oneOf, path: ['code'] })
  .transform((value): { code: string } | { recoveryCode: string } => (value.code !== undefined ? { code: value.code } : { recoveryCode: value.recoveryCode ?? '' }));

/**
 * Where the code step sends a staff member once passed: `next` only when it is a back-office path (/admin or below,
 * not the code step itself), so the page can never be used to send someone to another site or elsewhere in the shop.
 */
export function adminReturnPath(raw: string | string[] | null | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const safe = safeReferrer(value, '');
  const pathname = safe.split(/[?#]/)[0] ?? '';
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return '/admin';
  if (pathname === '/admin/two-factor' || pathname.startsWith('/admin/two-factor/')) return '/admin';
  return safe;
}
