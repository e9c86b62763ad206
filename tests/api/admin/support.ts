import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { totpCode, TOTP_PERIOD_SECONDS } from '@/lib/server/services/staff/totp';
import { callRoute } from '../support/call-route';
import { freshIp } from '../support/isolation';
import { newStaffMember } from '../support/users';

// The back office's API tests: staff members with and without this shift's second factor, and calls as they arrive.

type RouteHandler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a back-office route from a fresh client address (so the per-address guard never mixes tests up). */
export function adminCall<P = Record<string, never>>(
  handler: RouteHandler<P>,
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; params?: P } = {},
) {
  return callRoute<P>(handler, { url, ...options, headers: { ...freshIp(), ...options.headers } });
}

/** A staff member signed in (password) whose session has NOT passed the second factor. */
export async function staffWithoutSecondFactor(role: StaffRole) {
  const member = await newStaffMember(role);
  await getDb().update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, member.id));
  return member;
}

/** Another device's session for the same account (a new login), without the second factor. */
export async function newSessionFor(userId: number) {
  const { token } = await createSession(userId, 'password');
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** The code an authenticator app shows `steps` steps from now (1: the next one, which the server still accepts). */
export const codeIn = (secret: string, steps = 0): string => totpCode(secret, new Date(Date.now() + steps * TOTP_PERIOD_SECONDS * 1000));

export async function sessionOpenedAt(token: string): Promise<Date | null> {
  const { hashSecret } = await import('@/lib/server/auth/tokens');
  const [row] = await getDb().select({ at: sessions.secondFactorAt }).from(sessions).where(eq(sessions.tokenHash, hashSecret(token)));
  return row?.at ?? null;
}
