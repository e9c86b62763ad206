// Session lifetimes. Idle: a device unused this long must log in again. Absolute: no session outlives this,
// however active. lastSeenAt is written at most once per TOUCH_INTERVAL so reads do not become writes.
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The web's httpOnly session cookie (the spec's client sends the same token as a Bearer header). */
export const SESSION_COOKIE = 'ug_session';

export type SessionTimes = { createdAt: Date; lastSeenAt: Date; expiresAt: Date; revokedAt: Date | null };

/** Pure rule, unit-tested: is a session with these times still valid at `now`? */
export function isSessionLive(session: SessionTimes, now: Date): boolean {
  if (session.revokedAt) return false;
  if (now.getTime() >= session.expiresAt.getTime()) return false;
  return now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS;
}
