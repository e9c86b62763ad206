import 'server-only';
import { GENDERS, uploadUrl, type Gender, type PublicUser } from '@/lib/domain/account-types';
import type { UserRow } from '@/lib/server/auth/session';

const isGender = (value: string | null): value is Gender => GENDERS.includes(value as Gender);

/** The account as every login and profile answer shows it: no hashes, no provider ids, no tokens. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: isGender(row.gender) ? row.gender : null,
    dateOfBirth: row.dateOfBirth ?? null,
    avatar: row.avatarUploadId ? uploadUrl(row.avatarUploadId) : row.avatarArt,
    bio: row.bio,
    city: row.city,
    isPrivate: row.isPrivate,
    // SPEC §6: logged in = token AND confirmed. An account without an email (a phone OTP or Facebook sign-up) has
    // nothing to confirm by mail: the verified phone or the provider's login is its confirmation.
    confirmed:
      row.emailConfirmedAt !== null ||
      (row.email === null && (row.phoneVerifiedAt !== null || row.googleSub !== null || row.facebookId !== null)),
    emailVerified: row.emailConfirmedAt !== null,
    phoneVerified: row.phoneVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
