import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

let counter = 0;

/**
 * A fresh account with a live session (its Bearer token), for API tests that act as a customer. Username and email
 * are unique per call (`${prefix}_…`), so tests in one database never collide.
 */
export async function newSignedInUser(
  prefix: string,
  name: string,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; token: string }> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const [user] = await getDb()
    .insert(users)
    .values({ username: `${prefix}_${unique}`, name, email: `${prefix}_${unique}@example.com`, ...extra })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  return { id: user.id, token: (await createSession(user.id, 'password')).token };
}
