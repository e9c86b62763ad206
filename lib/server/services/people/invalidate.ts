import 'server-only';
import { eq } from 'drizzle-orm';
import { expireTags, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

// A person's page (/user/{username}, ISR) is cached under their tag: cleared when what it shows changes (their
// profile, their privacy, their follower or connection counts). Outside Next (jest, scripts) there is no cache.

export const personTag = (username: string): string => `person:${username.toLowerCase()}`;

export function invalidatePerson(...usernames: string[]): void {
  if (!invalidationsReachCaches()) return;
  for (const username of usernames) expireTags([personTag(username)]);
}

/** The same, for a change known by the person's id (their quiz went live or was removed, their entry was approved…). */
export async function invalidatePersonById(userId: number): Promise<void> {
  if (!invalidationsReachCaches()) return;
  const [row] = await getDb().select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (row) invalidatePerson(row.username);
}
