import 'server-only';
import { burnPasswordCheck, verifyPassword } from '@/lib/server/auth/password';
import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import type { UserRow } from '@/lib/server/auth/session';
import { ApiError } from '@/lib/server/http/errors';
import type { LoginInput } from '@/lib/validation/account';
import { findUserByIdentifier, identifierKey } from './availability';

export const LOGIN_FAILED = 'The email/phone/username or password is incorrect.';

const loginFailed = () => new ApiError(401, LOGIN_FAILED, 'invalid_credentials');

/**
 * What the per-account login limit counts: the account, whichever of its email, username or phone was typed (and
 * whether by password or by code; change-password counts on the same key), so ten guesses are ten however they are
 * spelled. An identifier without an account is counted per spelling, so asking reveals nothing more than a 401 would.
 */
export function loginLimitKey(user: Pick<UserRow, 'id'> | null, identifier: string): string {
  return user ? `user:${user.id}` : identifierKey(identifier);
}

/**
 * login/user: the account named by an email, phone or username, if the password is right. Every failure (unknown
 * account, social-only account without a password, wrong password) is the same 401 after the same argon2 work, so
 * neither the message nor the timing tells which accounts exist. Unconfirmed accounts may log in (the client shows
 * the "confirm your email" page).
 */
export async function loginWithPassword(request: Request, input: LoginInput): Promise<UserRow> {
  // Both limits count every attempt, right or wrong: per account stops guessing one account's password, per address
  // stops trying one common password on many accounts.
  await enforceRateLimit('login-ip', clientAddress(request));
  const user = await findUserByIdentifier(input.identifier);
  await enforceRateLimit('login', loginLimitKey(user, input.identifier));

  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    throw loginFailed();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw loginFailed();
  return user;
}
