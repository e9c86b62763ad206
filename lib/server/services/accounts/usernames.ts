import 'server-only';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

const MIN = 3;
const MAX = 30;

/** 'Sītā Gurung!' → 'sita.gurung': the username alphabet ([a-z0-9._]), 3–30 characters. */
export function usernameBase(input: string): string {
  const cleaned = input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: 'é' → 'e'
    .toLowerCase()
    .replace(/@.*$/, '') // an email gives its local part
    .replace(/[\s-]+/g, '.')
    .replace(/[^a-z0-9._]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, MAX - 5); // room for a numeric suffix
  return cleaned.length >= MIN ? cleaned : `${cleaned}user`.slice(0, MAX - 5).padEnd(MIN, '0');
}

export async function usernameTaken(username: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * A free username made from a name or email (social sign-ups, which bring no handle): the base itself when free,
 * else the base with a random number. Free now is not a reservation: the caller's insert still relies on the unique
 * index and may retry.
 */
export async function uniqueUsername(base: string): Promise<string> {
  const stem = usernameBase(base);
  if (!(await usernameTaken(stem))) return stem;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const digits = attempt < 10 ? 2 : 4;
    const candidate = `${stem}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    if (!(await usernameTaken(candidate))) return candidate;
  }
  return `${stem.slice(0, MAX - 8)}${randomInt(10_000_000, 100_000_000)}`;
}
