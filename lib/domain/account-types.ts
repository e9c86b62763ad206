// What the API says about an account (contract-accounts.md). Shared by the route handlers, the user store and the
// pages, so the browser and the server agree on one shape. Never carries a password hash, token or provider id.

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export type PublicUser = {
  id: number;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  gender: Gender | null;
  /** yyyy-mm-dd */
  dateOfBirth: string | null;
  /** Absolute-path URL of the avatar image (/media/uploads/{id}), or null. */
  avatar: string | null;
  /** Shown on their public page (/user/{username}). */
  bio: string;
  city: string | null;
  /** Their page shows only the name and avatar to people who are not their connections. */
  isPrivate: boolean;
  /** The email address is confirmed (the spec's "user confirmed"). */
  confirmed: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  /** False for accounts made by Google/Facebook/OTP that never set a password (change-password needs one). */
  hasPassword: boolean;
  pendingEmail?: never;
  createdAt: string;
};

/** The data of every login answer (user-signup, login/user, login/otp, login/google, login/facebook). */
export type LoginAnswer = { token: string; expiresAt: string; user: PublicUser };

/** Where an uploaded file is served from (app/media/uploads/[id]). */
export function uploadUrl(uploadId: string): string {
  return `/media/uploads/${uploadId}`;
}
