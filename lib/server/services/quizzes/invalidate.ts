import 'server-only';
import { expirePath, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { quizPath } from '@/lib/domain/quiz';
import { invalidatePersonById } from '@/lib/server/services/people/invalidate';

// A quiz's page (/quiz/{slug}, ISR for a minute) shows its plays, average score and leaderboard, and its maker's page
// (/user/{username}) lists it with its plays. A play started or submitted moves those figures, so both pages render
// again on their next request: the player (a guest too, who has no per-viewer read to refresh) sees their play on
// their next view, and so does everyone else. That costs at most one render of each page per play, however many
// people read them. /quiz itself renders per request. Outside Next (jest, scripts) there is no page cache and
// revalidatePath would throw, so it is a no-op.

export async function refreshQuizPages(slug: string, ownerId: number): Promise<void> {
  if (!invalidationsReachCaches()) return;
  expirePath(quizPath(slug));
  await invalidatePersonById(ownerId);
}
