import 'server-only';
import { expireTags, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { cacheTags } from '@/lib/server/cache/cached';

// For admin edits of menus, footer, campaigns and home content. Outside Next (jest, scripts) there is no data cache
// to clear (cached() is a pass-through there) and revalidateTag would throw, so it is a no-op.

function expire(tag: string): void {
  if (!invalidationsReachCaches()) return;
  // { expire: 0 }: the next request refetches instead of being served the stale header once more.
  expireTags([tag]);
}

/** After a change to menus, categories' menu, campaigns, footer data, or the error page. */
export function invalidateLayout(): void {
  expire(cacheTags.layout);
}

/** After a change to home offers, banners, testimonials or featured category sections. */
export function invalidateHome(): void {
  expire(cacheTags.home);
}

/** After an edit of the shop's own pages (about, terms, policies, sell-at-ug, contact) or the FAQ. */
export function invalidateShopPages(): void {
  expire(cacheTags.content);
}
