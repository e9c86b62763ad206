import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { oneTimeCodes, users } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { createSession, type UserRow } from '@/lib/server/auth/session';
import { listOutbox, type OutboxMessage } from '@/lib/server/mail/outbox';

export { freshIp, useTempOutbox } from '../support/isolation';

let userCounter = 0;
export const PASSWORD = 'momo-and-sel-roti-42';

/** An account straight in the database (these tests are about codes and links, not sign-up). */
export async function makeUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  userCounter += 1;
  const n = `${Date.now().toString(36)}${userCounter}`;
  const [user] = await getDb()
    .insert(users)
    .values({
      name: 'Sita Gurung',
      username: `sita_${n}`,
      email: `sita.${n}@example.com`,
      phone: null,
      passwordHash: await hashPassword(PASSWORD),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

/** A Nepali mobile number not used by any other test in this run. */
export function freshPhone(): string {
  userCounter += 1;
  return `984${String(1_000_000 + ((Date.now() + userCounter * 7919) % 9_000_000)).slice(0, 7)}`;
}

export async function bearer(user: UserRow): Promise<Record<string, string>> {
  const { token } = await createSession(user.id, 'password', 'jest');
  return { authorization: `Bearer ${token}` };
}

export async function reloadUser(id: number): Promise<UserRow> {
  const [user] = await getDb().select().from(users).where(eq(users.id, id));
  if (!user) throw new Error('user gone');
  return user;
}

/** Every message to this address/number, newest first. */
export function outboxFor(to: string): Promise<OutboxMessage[]> {
  return listOutbox({ to });
}

/** The 6-digit code in the newest message to `to`. */
export async function latestCode(to: string): Promise<string> {
  const [message] = await outboxFor(to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** The first link in the newest email to `to`. */
export async function latestLink(to: string): Promise<URL> {
  const [message] = await outboxFor(to);
  const link = message?.links[0];
  if (!link) throw new Error(`no link in the outbox for ${to}`);
  return new URL(link);
}

/** Moves every open code for `target` 11 minutes into the past. */
export async function expireCodes(target: string): Promise<void> {
  await getDb()
    .update(oneTimeCodes)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(oneTimeCodes.target, target));
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
