import 'server-only';
import { notFound as pageNotFound, redirect } from 'next/navigation';
import { can, isStaffRole, type Permission, type StaffRole } from '@/lib/domain/staff-roles';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { getPageSession } from './page-session';
import { optionalAuth } from './request-auth';
import type { AuthContext } from './session';
import { isStaffSessionFresh } from './session-policy';

// Who may use the back office (issue 24), checked on the server for every page and every action; the menus read the
// same table (lib/domain/staff-roles.ts) only to hide what would be refused anyway.
//
// - Not staff (a visitor, a customer): exactly the 404 an unknown path gets, so nothing says the back office exists.
// - Staff whose session has not passed the second factor this shift: 401 second_factor_required (pages: the code step).
// - Staff whose role lacks the permission: 403 forbidden (pages: 404, as the menu never links there).

export type StaffContext = AuthContext & { role: StaffRole };

export const SECOND_FACTOR_REQUIRED = 'second_factor_required';

export const secondFactorRequired = () =>
  new ApiError(401, 'Enter the code from your authenticator app to use the back office.', SECOND_FACTOR_REQUIRED);

export const forbiddenForRole = () => new ApiError(403, 'Your role does not allow this.', 'forbidden');

/** The staff member behind a session, or null when the session is not a staff member's. */
export function staffOf(context: AuthContext | null): StaffContext | null {
  if (!context || !isStaffRole(context.user.role)) return null;
  return { ...context, role: context.user.role };
}

/** Whether the staff session passed the second factor within this shift and was used lately. */
export const isBackOfficeOpen = (staff: StaffContext, now = new Date()): boolean => isStaffSessionFresh(staff.session, now);

/**
 * A back-office API call: the staff member, with a fresh second factor and `permission` (when given). Unknown-path 404
 * for anyone who is not staff. Every /api/dashboard/v1/admin route starts with this.
 */
export async function requireStaffAccess(request: Request, permission?: Permission): Promise<StaffContext> {
  const staff = staffOf(await optionalAuth(request));
  if (!staff) throw notFound('API endpoint');
  if (!isBackOfficeOpen(staff)) throw secondFactorRequired();
  if (permission && !can(staff.role, permission)) throw forbiddenForRole();
  return staff;
}

/**
 * The second factor's own calls (set up, confirm, verify): the staff member signed in, whether or not this shift's
 * second factor was passed, since these calls are how it is passed. Unknown-path 404 for anyone who is not staff.
 */
export async function requireStaffSignedIn(request: Request): Promise<StaffContext> {
  const staff = staffOf(await optionalAuth(request));
  if (!staff) throw notFound('API endpoint');
  return staff;
}

/**
 * A back-office page (server component): the staff member with `permission`. A visitor or customer gets the shop's
 * not-found page; staff without this shift's second factor go to the code step and come back; a role without the
 * permission gets not-found too (its menu never links there).
 */
export async function requireStaffPage(permission: Permission | null, returnTo: string): Promise<StaffContext> {
  const staff = staffOf(await getPageSession());
  if (!staff) pageNotFound();
  if (!isBackOfficeOpen(staff)) redirect(`/admin/two-factor?next=${encodeURIComponent(returnTo)}`);
  if (permission && !can(staff.role, permission)) pageNotFound();
  return staff;
}
