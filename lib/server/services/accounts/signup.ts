import 'server-only';
import { hashPassword } from '@/lib/server/auth/password';
import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import type { UserRow } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { SignupInput } from '@/lib/validation/account';
import { findUserByEmail, findUserByPhone, findUserByUsername, TAKEN_MESSAGES, type ContactField } from './availability';
import { sendConfirmationEmail } from './confirmation';

const ALREADY_REGISTERED = 'An account already exists with these details.';

function conflict(fields: Partial<Record<ContactField, string>>): ApiError {
  return new ApiError(409, ALREADY_REGISTERED, 'conflict', fields);
}

/** The unique index a racing insert tripped, as the form field it belongs to. */
function conflictFromDatabase(error: unknown): ApiError | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'users_email_uq') return conflict({ email: TAKEN_MESSAGES.email });
  if (constraint === 'users_phone_uq') return conflict({ phone: TAKEN_MESSAGES.phone });
  if (constraint === 'users_username_lower_uq') return conflict({ username: TAKEN_MESSAGES.username });
  return conflict({});
}

/**
 * The sign-up limits, tightest first. Per person: the email and the phone typed (the route counts the browser's device
 * cookie before this). Then the coarse per-address guard, counted only for attempts a person's own limit let through,
 * so one person retrying (or a client stuck in a loop) does not use up what a carrier's address shares.
 */
async function limitSignups(request: Request, input: SignupInput): Promise<void> {
  await enforceRateLimit('signup-identifier', `email:${input.email}`);
  if (input.phone) await enforceRateLimit('signup-identifier', `phone:${input.phone}`);
  await enforceRateLimit('signup-ip', clientAddress(request));
}

/**
 * Creates an account from validated input (email lower-cased and phone normalised by the schema). Every taken field is
 * reported at once so the form can mark them all; the unique indexes settle a race between two identical sign-ups.
 * The email starts unconfirmed: the confirmation mail goes out here, and the user may log in meanwhile.
 */
export async function signup(request: Request, input: SignupInput): Promise<UserRow> {
  await limitSignups(request, input);
  const [emailOwner, usernameOwner, phoneOwner] = await Promise.all([
    findUserByEmail(input.email),
    findUserByUsername(input.username),
    input.phone ? findUserByPhone(input.phone) : Promise.resolve(null),
  ]);
  const taken: Partial<Record<ContactField, string>> = {};
  if (emailOwner) taken.email = TAKEN_MESSAGES.email;
  if (usernameOwner) taken.username = TAKEN_MESSAGES.username;
  if (phoneOwner) taken.phone = TAKEN_MESSAGES.phone;
  if (Object.keys(taken).length > 0) throw conflict(taken);

  const passwordHash = await hashPassword(input.password);
  let user: UserRow | undefined;
  try {
    [user] = await getDb()
      .insert(users)
      .values({ name: input.name, username: input.username, email: input.email, phone: input.phone ?? null, passwordHash })
      .returning();
  } catch (error) {
    throw conflictFromDatabase(error) ?? error;
  }
  if (!user) throw new Error('signup: insert returned no row');

  try {
    await sendConfirmationEmail(user);
  } catch (error) {
    // The account exists and the user can ask for the mail again (resend-confirmation); a mail outage must not
    // turn a successful sign-up into an error. No address or token in the log.
    console.error('[signup] confirmation email failed for user', user.id, (error as Error)?.message);
  }
  return user;
}
