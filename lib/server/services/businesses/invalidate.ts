import 'server-only';
import { expirePath, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { businessUrl } from './views';

// /business/{slug} is ISR (a minute) and shows the business's follower count. A follow or unfollow renders it again
// on its next request, so the follower sees the count they moved on their next view (follows are limited to one
// action a second per person, so this is never more than a render per follow). Outside Next (jest, scripts) there
// is no page cache and revalidatePath would throw, so it is a no-op.
export function refreshBusinessPage(slug: string): void {
  if (!invalidationsReachCaches()) return;
  expirePath(businessUrl(slug));
}
