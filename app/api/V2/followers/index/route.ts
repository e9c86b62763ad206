import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle } from '@/lib/server/http/respond';
import { followList } from '@/lib/server/services/people';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** GET followers/index → data.followList {user: ids, business: ids}: what the caller follows (loaded at start-up). */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return privateOk({ followList: await followList(user.id) });
});
