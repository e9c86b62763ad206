import 'server-only';
import { expirePath, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { contestPath, CONTESTS_PATH } from '@/lib/domain/contests';

// The contest pages are ISR (a minute). A change people expect to see at once (a new or edited contest, an entry
// approved or sent, voting closed, winners announced) renders them again on the next request. Votes do not (a vote is
// one cheap tap, and a busy contest would render its page on nearly every request): the voter sees the count the vote
// call answers, and on their next view the counts their own browser reads (contestants-section.tsx, entry-votes.tsx);
// everyone else within the minute. Outside Next (jest, scripts) there is
// nothing to revalidate and revalidatePath would throw, so it is a no-op.
export function refreshContestPages(slug: string): void {
  if (!invalidationsReachCaches()) return;
  expirePath(contestPath(slug));
  expirePath(CONTESTS_PATH);
}
