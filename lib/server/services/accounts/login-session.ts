import 'server-only';
import { createSession, type SessionMethod, type UserRow } from '@/lib/server/auth/session';

// The one way every login ends (password, sign-up, code, Google, Facebook): a fresh session for the person. What the
// browser and the spec's client are given for it (the login answer, the session cookie) is the route layer's part:
// app/api/V2/_support/login-answer.ts.

export type LoginSession = { user: UserRow; session: { token: string; expiresAt: Date } };

/** Opens a new session for `user` (a fresh token every login, never reused). */
export async function openLoginSession(user: UserRow, method: SessionMethod, userAgent: string | null): Promise<LoginSession> {
  const session = await createSession(user.id, method, userAgent);
  return { user, session };
}
