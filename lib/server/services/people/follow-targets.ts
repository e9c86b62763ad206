import 'server-only';
import { eq } from 'drizzle-orm';
import type { FollowTargetType } from '@/lib/domain/people';
import { users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import type { Tx } from './counts';

// What can be followed, one resolver per target type: does it exist, and its handle (whose page to refresh).
// 'business' is the businesses feature's (issue 14): until it registers its resolver here, no business can be
// followed (404), so no follow ever points at a business that does not exist.

export type FollowTarget = { username: string | null };
type Resolver = (tx: Tx, id: number) => Promise<FollowTarget | null>;

const RESOLVERS: Record<FollowTargetType, Resolver> = {
  user: async (tx, id) => {
    const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id));
    return row ? { username: row.username } : null;
  },
  // TODO(businesses): look the business up (verified, not deleted) in the businesses table.
  business: async () => null,
};

const NAMES: Record<FollowTargetType, string> = { user: 'User', business: 'Business' };

export async function requireFollowTarget(tx: Tx, type: FollowTargetType, id: number): Promise<FollowTarget> {
  const target = await RESOLVERS[type](tx, id);
  if (!target) throw notFound(NAMES[type]);
  return target;
}
