import 'server-only';
import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/server/cache/cached';

// For admin edits of menus, footer, campaigns and home content. Outside Next (jest, scripts) there is no data cache
// to clear (cached() is a pass-through there) and revalidateTag would throw, so it is a no-op.

function expire(tag: string): void {
  if (!process.env.NEXT_RUNTIME) return;
  // { expire: 0 }: the next request refetches instead of being served the stale header once more.
  revalidateTag(tag, { expire: 0 });
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
