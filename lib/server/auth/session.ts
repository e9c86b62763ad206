import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';
import { hashSecret, newToken } from './tokens';
import { isSessionLive, SESSION_ABSOLUTE_MS, SESSION_TOUCH_INTERVAL_MS } from './session-policy';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AuthContext = { user: UserRow; session: SessionRow; token: string };

export type SessionMethod = 'password' | 'otp' | 'google' | 'facebook' | 'signup' | 'reset';

/** Opens a session: a fresh token every login (never reused), only its hash stored. */
export async function createSession(
  userId: number,
  method: SessionMethod,
  userAgent?: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await getDb()
    .insert(sessions)
    .values({ userId, tokenHash: hashSecret(token), expiresAt, method, userAgent: userAgent?.slice(0, 300) ?? null });
  return { token, expiresAt };
}

/** The live session and its user for a token, or null (unknown, revoked, idle too long or past absolute expiry). */
export async function findSession(token: string): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const db = getDb();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashSecret(token)))
    .limit(1);
  if (!row) return null;
  const now = new Date();
  if (!isSessionLive(row.session, now)) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { ...row, token };
}

export async function revokeSession(sessionId: number): Promise<void> {
  await getDb()
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Logs out every other device of the user (user-logout?excludeThis=1, password change, password reset). */
export async function revokeOtherSessions(userId: number, keepSessionId: number | null): Promise<number> {
  const where =
    keepSessionId === null
      ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt))
      : and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId));
  const revoked = await getDb().update(sessions).set({ revokedAt: new Date() }).where(where).returning({ id: sessions.id });
  return revoked.length;
}
