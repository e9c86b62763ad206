// Session lifetimes. Idle: a device unused this long must log in again. Absolute: no session outlives this,
// however active. lastSeenAt is written at most once per TOUCH_INTERVAL so reads do not become writes.
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionTimes = { createdAt: Date; lastSeenAt: Date; expiresAt: Date; revokedAt: Date | null };

/** Pure rule, unit-tested: is a session with these times still valid at `now`? */
export function isSessionLive(session: SessionTimes, now: Date): boolean {
  if (session.revokedAt) return false;
  if (now.getTime() >= session.expiresAt.getTime()) return false;
  return now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS;
}

// The back office's shorter session (issue 24): the same login, but /admin opens only while the session passed the
// second factor within one shift and was used within the idle limit. A kitchen tablet left on the board keeps its
// session by polling; a phone left in a café loses the back office after two hours, the shop itself after fourteen days.
export const STAFF_SHIFT_MS = 12 * 60 * 60 * 1000;
export const STAFF_IDLE_MS = 2 * 60 * 60 * 1000;

/** Pure rule, unit-tested: may this (live) session open the back office at `now`? */
export function isStaffSessionFresh(session: { lastSeenAt: Date; secondFactorAt: Date | null }, now: Date): boolean {
  if (!session.secondFactorAt) return false;
  if (now.getTime() - session.secondFactorAt.getTime() >= STAFF_SHIFT_MS) return false;
  return now.getTime() - session.lastSeenAt.getTime() < STAFF_IDLE_MS;
}
