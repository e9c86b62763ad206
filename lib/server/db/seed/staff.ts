import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@/lib/domain/staff-roles';
import * as s from '@/lib/server/db/schema';
import type { SeedExecutor } from './insert';

// The demo shop's staff (issue 24): one person in every role, two riders, so a fresh `npm start` can run a day of the
// bakery from /admin. Seeded only in demo mode (the embedded database of `npm start`, and the e2e database): their
// password and their authenticator secrets are printed by `npm start` and written in the README, so they must never
// exist in a real shop's database. Each secret is already confirmed; `npm run staff -- code <email>` prints the
// current code for one of them (and refuses any account whose secret is not one of these).

export const DEMO_STAFF_PASSWORD = 'Staff-Momo-2026';

export type DemoStaffMember = { role: StaffRole; name: string; username: string; email: string; phone: string | null; totpSecret: string };

/** The demo staff. The secrets are base32 of fixed text ("upahar-demo-owner-2f…"): public, demo only. */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { role: 'owner', name: 'Anjana Shrestha', username: 'anjana.owner', email: 'owner@upahar-ghar.test', phone: null, totpSecret: 'OVYGC2DBOIWWIZLNN4WW653OMVZC2MTG' },
  { role: 'manager', name: 'Rajesh Maharjan', username: 'rajesh.manager', email: 'manager@upahar-ghar.test', phone: null, totpSecret: 'OVYGC2DBOIWWIZLNN4WW2YLOMFTWK4RN' },
  { role: 'kitchen', name: 'Pemba Sherpa', username: 'pemba.kitchen', email: 'kitchen@upahar-ghar.test', phone: null, totpSecret: 'OVYGC2DBOIWWIZLNN4WWW2LUMNUGK3RN' },
  { role: 'dispatch', name: 'Sunita Thapa', username: 'sunita.dispatch', email: 'dispatch@upahar-ghar.test', phone: null, totpSecret: 'OVYGC2DBOIWWIZLNN4WWI2LTOBQXIY3I' },
  { role: 'rider', name: 'Bikash Tamang', username: 'bikash.rider', email: 'rider.bikash@upahar-ghar.test', phone: '9801234561', totpSecret: 'OVYGC2DBOIWWIZLNN4WXE2LEMVZC2YTJ' },
  { role: 'rider', name: 'Kiran Gurung', username: 'kiran.rider', email: 'rider.kiran@upahar-ghar.test', phone: '9801234562', totpSecret: 'OVYGC2DBOIWWIZLNN4WXE2LEMVZC223J' },
  { role: 'editor', name: 'Nisha Rai', username: 'nisha.editor', email: 'editor@upahar-ghar.test', phone: null, totpSecret: 'OVYGC2DBOIWWIZLNN4WWKZDJORXXELJS' },
  { role: 'support', name: 'Prakash Adhikari', username: 'prakash.support', email: 'support@upahar-ghar.test', phone: null, totpSecret: 'OVYGC2DBOIWWIZLNN4WXG5LQOBXXE5BN' },
];

/** Whether `secret` is one of the published demo secrets (the only ones `npm run staff -- code` will answer for). */
export const isDemoSecret = (email: string, secret: string): boolean =>
  DEMO_STAFF.some((member) => member.email === email.trim().toLowerCase() && member.totpSecret === secret);

/**
 * Adds the demo staff when the database has no staff at all (a fresh demo, or a demo database from before the back
 * office); a demo whose staff were changed by hand is left as it is. Answers how many were added.
 */
export async function seedDemoStaff(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const existing = await db.execute<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM users WHERE role <> 'customer'`);
  if ((existing.rows[0]?.n ?? 0) > 0) return { demo_staff: 0 };
  const passwordHash = await hash(DEMO_STAFF_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const created = await db
    .insert(s.users)
    .values(
      DEMO_STAFF.map((member) => ({
        username: member.username,
        name: member.name,
        email: member.email,
        phone: member.phone,
        role: member.role,
        passwordHash,
        emailConfirmedAt: now,
        phoneVerifiedAt: member.phone ? now : null,
        city: 'Kathmandu',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: s.users.id, email: s.users.email });
  const secretOf = new Map(DEMO_STAFF.map((member) => [member.email, member.totpSecret]));
  const factors = created.flatMap((row) => {
    const secret = row.email ? secretOf.get(row.email) : undefined;
    return secret ? [{ userId: row.id, secret, confirmedAt: now }] : [];
  });
  if (factors.length) await db.insert(s.staffSecondFactors).values(factors).onConflictDoNothing();
  return { demo_staff: created.length };
}

/** What `npm start` prints in demo mode, beside the outbox's link: each demo login and how to get its code. */
export function demoStaffLines(port: number): string[] {
  const width = Math.max(...DEMO_STAFF.map((member) => member.email.length));
  return [
    `Demo back office: http://localhost:${port}/admin (log in at /login, then the code from: npm run staff -- code <email>)`,
    ...DEMO_STAFF.map(
      (member) => `  ${member.email.padEnd(width)}  password ${DEMO_STAFF_PASSWORD}  ${member.role.padEnd(8)}  authenticator secret ${member.totpSecret}`,
    ),
  ];
}
