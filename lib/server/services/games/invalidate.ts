import 'server-only';
import { expirePath, invalidationsReachCaches } from '@/lib/server/cache/expire';

// The games' public pages (/roulette/{slug}, /treasure/{slug}, and their 'latest' and visitor aliases) are cached for
// 5 minutes (ISR); their API answers are read fresh. After the back office publishes a game's prizes or odds, every
// page of that kind of game is built again on its next request, so the published odds are the ones drawn from.
// Outside Next (jest, scripts) there is no page cache and revalidatePath would throw.

export function invalidateGamePages(kind: 'roulette' | 'treasure'): void {
  if (!invalidationsReachCaches()) return;
  expirePath(`/${kind}/[slug]`, 'page');
}
