import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok } from '@/lib/server/http/respond';
import { myModeratedItems } from '@/lib/server/services/moderation';

// GET profile/moderation → data.items: the caller's own posts (reviews, comments, contest entries, quizzes) that wait
// for the shop's approval ('held') or that the shop hid ('hidden', with the reason), newest first, at most 20 of each
// kind. Nobody else's.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return ok({ items: await myModeratedItems(user.id) }, undefined, { cache: 'private' });
});
