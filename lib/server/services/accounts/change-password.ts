import 'server-only';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { revokeOtherSessions, type AuthContext } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import type { ChangePasswordInput } from '@/lib/validation/account';

export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';
export const NO_PASSWORD_YET = 'Your account has no password yet. Use “Forgot password” to set one.';

export type PasswordChanged = { message: string; revokedSessions: number };

/**
 * change-password for the logged-in user: the current password must be right (guesses count against the same
 * 'login' limit as the login form, so a stolen session cannot brute-force it), then the new hash is stored and,
 * unless the caller asks otherwise, every other device is logged out. The session that made the change stays.
 */
export async function changePassword(context: AuthContext, input: ChangePasswordInput): Promise<PasswordChanged> {
  const { user, session } = context;
  await enforceRateLimit('login', `user:${user.id}`);
  if (!user.passwordHash) throw badRequest(NO_PASSWORD_YET, { currentPassword: NO_PASSWORD_YET });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }

  const passwordHash = await hashPassword(input.password);
  await getDb().update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  const revokedSessions = input.logoutOthers === false ? 0 : await revokeOtherSessions(user.id, session.id);
  const message =
    revokedSessions > 0
      ? `Your password has been changed. ${revokedSessions === 1 ? 'One other device was' : `${revokedSessions} other devices were`} logged out.`
      : 'Your password has been changed.';
  return { message, revokedSessions };
}
