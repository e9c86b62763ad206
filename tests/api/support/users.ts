import { eq } from 'drizzle-orm';
import { isStaffRole, type StaffRole } from '@/lib/domain/staff-roles';
import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';

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
  const { token } = await createSession(user.id, 'password');
  // A staff member's session as after the second factor (tests of the second factor itself start without it).
  if (isStaffRole(extra.role)) await passSecondFactor(user.id);
  return { id: user.id, token };
}

/** Marks the user's sessions as having passed the staff second factor now. */
export async function passSecondFactor(userId: number, at = new Date()): Promise<void> {
  await getDb().update(sessions).set({ secondFactorAt: at }).where(eq(sessions.userId, userId));
}

/** A staff member of `role`, signed in with this shift's second factor: `headers` carry the Bearer token. */
export async function newStaffMember(role: StaffRole, name = `${role[0]!.toUpperCase()}${role.slice(1)} Staff`) {
  const member = await newSignedInUser(role, name, { role, phone: null });
  return { ...member, role, headers: { authorization: `Bearer ${member.token}` } };
}
