import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '@/lib/server/auth/session';
import type { SocialProvider } from '@/lib/server/auth/providers';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { uniqueUsername } from './usernames';

// Google / Facebook login after the provider's token has been verified (lib/server/auth/*-token.ts). One account per
// person: the provider's stable id is linked to an account the first time, found by it ever after. A provider's
// email is trusted only when the provider vouches for it (Google email_verified; Facebook only returns confirmed
// emails); an unverified one is never used, neither to link nor stored on a new account.

export type SocialIdentity = {
  provider: SocialProvider;
  /** Google `sub` or the Facebook user id. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const subjectColumn = (provider: SocialProvider) => (provider === 'google' ? users.googleSub : users.facebookId);

const subjectValue = (identity: SocialIdentity): { googleSub: string } | { facebookId: string } =>
  identity.provider === 'google' ? { googleSub: identity.subject } : { facebookId: identity.subject };

function isUniqueViolation(error: unknown): boolean {
  // pg reports 23505; drizzle wraps driver errors in one whose `cause` is the pg error.
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** 2–80 characters, like the profile form's rule: the provider's name, else the email's local part. */
function displayName(identity: SocialIdentity, email: string | null): string {
  const candidates = [identity.name, email?.split('@')[0]];
  for (const candidate of candidates) {
    const cleaned = candidate?.replace(/\s+/g, ' ').trim().slice(0, 80).trim();
    if (cleaned && cleaned.length >= 2) return cleaned;
  }
  return `${PROVIDER_NAMES[identity.provider]} customer`;
}

async function findBySubject(identity: SocialIdentity): Promise<UserRow | null> {
  const [row] = await getDb().select().from(users).where(eq(subjectColumn(identity.provider), identity.subject)).limit(1);
  return row ?? null;
}

/** Adds the provider id to an existing account that owns the same (provider-verified) email. */
async function linkExisting(owner: UserRow, identity: SocialIdentity): Promise<UserRow> {
  const column = subjectColumn(identity.provider);
  const provider = PROVIDER_NAMES[identity.provider];
  if ((identity.provider === 'google' ? owner.googleSub : owner.facebookId) !== null) {
    // The address now belongs to a different Google/Facebook account than the one linked before (a recycled work
    // address, say): do not hand this account to it.
    throw new ApiError(
      409,
      `This email belongs to an account that is linked to a different ${provider} login.`,
      'provider_account_mismatch',
    );
  }
  if (!owner.emailConfirmedAt) {
    // Whoever made this account never proved they own the address, so its password (or phone) may belong to
    // someone else: linking would let that person into the account of the provider's verified owner.
    throw new ApiError(
      409,
      `An account with this email already exists but its email is not confirmed yet. Log in with your password and confirm your email, then you can use ${provider}.`,
      'account_not_confirmed',
    );
  }
  const [linked] = await getDb()
    .update(users)
    .set({ ...subjectValue(identity), updatedAt: new Date() })
    .where(and(eq(users.id, owner.id), isNull(column)))
    .returning();
  if (!linked) throw new ApiError(409, 'This account changed while logging in. Please try again.', 'conflict');
  return linked;
}

async function createAccount(identity: SocialIdentity, email: string | null): Promise<UserRow> {
  const username = await uniqueUsername(email?.split('@')[0] ?? identity.name ?? identity.provider);
  const [created] = await getDb()
    .insert(users)
    .values({
      username,
      name: displayName(identity, email),
      email,
      // The provider has verified the address, which is what our own confirmation email would have proved.
      emailConfirmedAt: email ? new Date() : null,
      passwordHash: null,
      ...subjectValue(identity),
    })
    .returning();
  if (!created) throw new Error('insert returned no user');
  return created;
}

async function resolveOnce(identity: SocialIdentity): Promise<UserRow> {
  const linked = await findBySubject(identity);
  if (linked) return linked;
  const email = identity.emailVerified && identity.email ? identity.email.toLowerCase() : null;
  if (email) {
    const [owner] = await getDb().select().from(users).where(eq(users.email, email)).limit(1);
    if (owner) return linkExisting(owner, identity);
  }
  return createAccount(identity, email);
}

/** The account for a verified provider identity: found by provider id, linked by verified email, or created. */
export async function findOrCreateSocialUser(identity: SocialIdentity): Promise<UserRow> {
  try {
    return await resolveOnce(identity);
  } catch (error) {
    // Two logins racing (a double click, two tabs) both try to create or link: the loser sees a unique violation
    // and, on the second pass, finds what the winner made.
    if (!isUniqueViolation(error)) throw error;
    return resolveOnce(identity);
  }
}
