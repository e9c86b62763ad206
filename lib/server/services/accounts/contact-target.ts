import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { UserRow } from '@/lib/server/auth/session';

/** Where a code goes: an email address (lower-cased) or a 10-digit Nepali mobile number. */
export type ContactTarget = { channel: 'email' | 'phone'; value: string };

/** An answer plus work (a lookup and a send) the route runs after responding: see otp-login requestLoginCode. */
export type Deferred<T> = { answer: T; deliver: () => Promise<void> };

export async function userByContact(target: ContactTarget): Promise<UserRow | null> {
  const column = target.channel === 'email' ? users.email : users.phone;
  const [row] = await getDb().select().from(users).where(eq(column, target.value)).limit(1);
  return row ?? null;
}

export async function userById(id: number): Promise<UserRow | null> {
  const [row] = await getDb().select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
