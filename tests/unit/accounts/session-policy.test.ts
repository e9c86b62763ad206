import { isSessionLive, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/lib/server/auth/session-policy';

const DAY = 24 * 60 * 60 * 1000;
const created = new Date('2026-03-01T06:00:00Z');
const session = (overrides: Partial<Parameters<typeof isSessionLive>[0]> = {}) => ({
  createdAt: created,
  lastSeenAt: created,
  expiresAt: new Date(created.getTime() + SESSION_ABSOLUTE_MS),
  revokedAt: null,
  ...overrides,
});
const at = (ms: number) => new Date(created.getTime() + ms);

describe('isSessionLive', () => {
  it('keeps a fresh session alive', () => {
    expect(isSessionLive(session(), at(60_000))).toBe(true);
  });

  it('ends a revoked session at once (logout)', () => {
    expect(isSessionLive(session({ revokedAt: at(1000) }), at(2000))).toBe(false);
  });

  it('ends a session left unused for 14 days, and keeps one used within them', () => {
    expect(SESSION_IDLE_MS).toBe(14 * DAY);
    expect(isSessionLive(session(), at(14 * DAY - 1000))).toBe(true);
    expect(isSessionLive(session(), at(14 * DAY))).toBe(false);
  });

  it('ends every session at its absolute expiry, however active (60 days)', () => {
    expect(SESSION_ABSOLUTE_MS).toBe(60 * DAY);
    const busy = session({ lastSeenAt: at(60 * DAY - 60_000) });
    expect(isSessionLive(busy, at(60 * DAY - 1000))).toBe(true);
    expect(isSessionLive(busy, at(60 * DAY))).toBe(false);
  });
});
