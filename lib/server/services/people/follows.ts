import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { FOLLOW_TARGET_TYPES, MAX_FOLLOWS, type FollowList, type FollowTargetType } from '@/lib/domain/people';
import { getDb } from '@/lib/server/db/client';
import { follows } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { FollowInput } from '@/lib/validation/people';
import { addFollowers, addFollowing, followersOf, lockPeopleCounts } from './counts';
import { refreshBusinessPage } from '@/lib/server/services/businesses/invalidate';
import { requireFollowTarget, type FollowTarget } from './follow-targets';
import { invalidatePerson } from './invalidate';

// followers/add, followers/delete and followers/index (SPEC §7): one row per follower and target, so adding twice
// (a double tap, two tabs, parallel requests) follows once and deleting twice unfollows once. The counts change in
// the same transaction as the row. A person's own follow actions are serialised on their counts row (which also
// holds the cap), so parallel adds never pass MAX_FOLLOWS.

export type FollowAnswer = { type: FollowTargetType; id: number; following: boolean; followers: number; followList: FollowList };

/** followers/index: what the person follows, per type, newest first (bounded by MAX_FOLLOWS). */
export async function followList(userId: number): Promise<FollowList> {
  const rows = await getDb()
    .select({ type: follows.targetType, id: follows.targetId })
    .from(follows)
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.createdAt))
    .limit(MAX_FOLLOWS);
  const list = Object.fromEntries(FOLLOW_TARGET_TYPES.map((t) => [t, [] as number[]])) as FollowList;
  for (const row of rows) list[row.type as FollowTargetType]?.push(row.id);
  return list;
}

export async function isFollowing(userId: number, type: FollowTargetType, id: number): Promise<boolean> {
  const rows = await getDb()
    .select({ id: follows.targetId })
    .from(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.targetType, type), eq(follows.targetId, id)))
    .limit(1);
  return rows.length > 0;
}

/** The page that shows the target's follower count renders again on its next request (only after a real change). */
function refreshTargetPage(target: FollowTarget | null): void {
  if (target?.username) invalidatePerson(target.username);
  if (target?.businessSlug) refreshBusinessPage(target.businessSlug);
}

const targetWhere = (userId: number, { type, id }: FollowInput) =>
  and(eq(follows.followerId, userId), eq(follows.targetType, type), eq(follows.targetId, id));

/** Follows a person or business; following what one already follows changes nothing. */
export async function follow(userId: number, input: FollowInput): Promise<FollowAnswer> {
  if (input.type === 'user' && input.id === userId) throw new ApiError(422, 'You cannot follow yourself.', 'follow_self');
  const changed = await getDb().transaction(async (tx) => {
    const target = await requireFollowTarget(tx, input.type, input.id);
    const counts = await lockPeopleCounts(tx, userId);
    const [existing] = await tx.select({ id: follows.targetId }).from(follows).where(targetWhere(userId, input));
    if (existing) return null;
    if (counts.following >= MAX_FOLLOWS) {
      throw new ApiError(409, `You already follow ${MAX_FOLLOWS} people and businesses, the most anyone can. Unfollow some first.`, 'follow_limit');
    }
    await tx.insert(follows).values({ followerId: userId, targetType: input.type, targetId: input.id });
    await addFollowing(tx, userId, 1);
    await addFollowers(tx, input.type, input.id, 1);
    return target;
  });
  refreshTargetPage(changed);
  return answer(userId, input, true);
}

/** Unfollows; unfollowing what one does not follow changes nothing. */
export async function unfollow(userId: number, input: FollowInput): Promise<FollowAnswer> {
  const changed = await getDb().transaction(async (tx) => {
    const target = await requireFollowTarget(tx, input.type, input.id);
    await lockPeopleCounts(tx, userId);
    const deleted = await tx.delete(follows).where(targetWhere(userId, input)).returning({ id: follows.targetId });
    if (deleted.length === 0) return null;
    await addFollowing(tx, userId, -1);
    await addFollowers(tx, input.type, input.id, -1);
    return target;
  });
  refreshTargetPage(changed);
  return answer(userId, input, false);
}

async function answer(userId: number, input: FollowInput, following: boolean): Promise<FollowAnswer> {
  const [followers, list] = await Promise.all([followersOf(getDb(), input.type, input.id), followList(userId)]);
  return { type: input.type, id: input.id, following, followers, followList: list };
}
