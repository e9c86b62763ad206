import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { FollowTargetType } from '@/lib/domain/people';
import { businesses, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import type { Tx } from './counts';

// What can be followed, one resolver per target type: does it exist, and which page shows its follower count (a
// person's handle or a business's slug: the page to refresh after a follow).
// A business can be followed only while it is verified: a pending, rejected or unknown one is a 404 (unfollowing one
// that was later rejected is a 404 too, and the follow row simply stays out of sight).

export type FollowTarget = { username: string | null; businessSlug: string | null };
type Resolver = (tx: Tx, id: number) => Promise<FollowTarget | null>;

const RESOLVERS: Record<FollowTargetType, Resolver> = {
  user: async (tx, id) => {
    const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id));
    return row ? { username: row.username, businessSlug: null } : null;
  },
  business: async (tx, id) => {
    const [row] = await tx
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(and(eq(businesses.id, id), eq(businesses.status, 'verified')));
    return row ? { username: null, businessSlug: row.slug } : null;
  },
};

const NAMES: Record<FollowTargetType, string> = { user: 'User', business: 'Business' };

export async function requireFollowTarget(tx: Tx, type: FollowTargetType, id: number): Promise<FollowTarget> {
  const target = await RESOLVERS[type](tx, id);
  if (!target) throw notFound(NAMES[type]);
  return target;
}
