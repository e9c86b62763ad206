import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, type DemoStaffMember } from '@/lib/server/db/seed/staff';
import { budget } from './budget';

// Signing in to the back office in the e2e specs: the demo staff that `npm run test:e2e` seeds (one per role, two
// riders), their password, and the code their authenticator app would show, computed from the published demo secret.

const PERIOD_MS = 30_000;

/** The demo staff member of `role` (the first rider for 'rider'). */
export function demoStaffMember(role: StaffRole): DemoStaffMember {
  const member = DEMO_STAFF.find((candidate) => candidate.role === role);
  if (!member) throw new Error(`no demo staff member with the role ${role}`);
  return member;
}

/** The code an authenticator app shows for `secret` at `at`. */
export const authenticatorCode = (secret: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

/** Logs the page's browser in with a password through the login API (the session cookie lands in its context). */
export async function logInByApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/V2/login/user', { data: { identifier: email, password, source: 'web' } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Passes the code step (/admin/two-factor) with the code of `secret` and lands on `next`. A code is accepted once per
 * 30-second step: when another spec signed the same demo member in moments ago, the page says it was used, and this
 * waits for the next step's code, as a person would.
 */
export async function passSecondFactor(page: Page, secret: string, next = '/admin/account'): Promise<void> {
  await page.goto(`/admin/two-factor?next=${encodeURIComponent(next)}`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel('6-digit code from your authenticator app').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Open the back office' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => `${url.pathname}${url.search}` === next, { timeout: budget(20_000) }).then(() => 'in' as const),
      page
        .getByText(/not right, or it was already used/)
        .waitFor({ timeout: budget(20_000) })
        .then(() => 'used' as const),
    ]);
    if (outcome === 'in') return;
    await page.waitForTimeout(PERIOD_MS - (Date.now() % PERIOD_MS) + 500);
  }
  throw new Error(`the code step did not let ${secret.slice(0, 4)}… in after three codes`);
}

type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;

/**
 * Each role's signed-in session (its cookies), once it passed the second factor: kept in a file for the whole run, so
 * every worker (and a worker Playwright restarts after a failure) reuses it. Each fresh sign-in spends one of the
 * account's code tries and can meet a code another worker used in the same 30-second step.
 */
// Keyed by the run's server (a fresh port each run); a stale file from an earlier run on the same port only costs a
// fresh sign-in, as its cookies no longer open the back office.
const sessionFile = (role: StaffRole) => path.join(os.tmpdir(), `ug-e2e-staff-${encodeURIComponent(process.env.E2E_BASE_URL ?? 'local')}-${role}.json`);

const sessions = {
  get(role: StaffRole): Cookies | null {
    try {
      return JSON.parse(fs.readFileSync(sessionFile(role), 'utf8')) as Cookies;
    } catch {
      return null;
    }
  },
  set(role: StaffRole, cookies: Cookies): void {
    const file = sessionFile(role);
    fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(cookies));
    fs.renameSync(`${file}.${process.pid}`, file); // whole or not at all, for a worker reading it at the same moment
  },
};

/**
 * A demo staff member of `role`, logged in and past the second factor, on `next`. The first call in the run signs in
 * (password, then the code); later calls, in any worker of the run, reuse that session, as a member of staff keeps one through their shift:
 * signing in afresh each time would wait up to 30 s for a fresh code whenever the last one was used moments before.
 */
export async function logInAsDemoStaff(page: Page, role: StaffRole, next = '/admin/account'): Promise<DemoStaffMember> {
  const member = demoStaffMember(role);
  const kept = sessions.get(role);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(next);
    if (`${new URL(page.url()).pathname}${new URL(page.url()).search}` === next) return member;
  }
  await logInByApi(page, member.email, DEMO_STAFF_PASSWORD);
  await passSecondFactor(page, member.totpSecret, next);
  sessions.set(role, await page.context().cookies());
  return member;
}
