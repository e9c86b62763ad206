import 'server-only';
import { expireTags, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { gt, min, and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { blogPosts } from '@/lib/server/db/schema';
import { cachedUntil } from '@/lib/server/page-edges';

// The blog's pages (/blogs and its pages, a category's, a post, the feeds) are ISR copies kept 600 s. They carry the
// tag 'blog' (through blogPageEdge), so a publication in the back office ends every copy at once; and each copy ends
// by itself at the next scheduled post's instant, so a post set for 18:00 Kathmandu appears at 18:00, not up to ten
// minutes later (lib/server/page-edges.ts explains why ISR's own revalidate cannot promise that).

/** The tag of every cached page of the blog. */
export const BLOG_TAG = 'blog';

/** After a post is published, corrected, scheduled or hidden. Outside Next (jest, scripts): nothing to clear. */
export function invalidateBlog(): void {
  if (!invalidationsReachCaches()) return;
  expireTags([BLOG_TAG]);
}

/** The next instant a scheduled post goes live (epoch ms), or null. Served by blog_posts_status_published_idx. */
export async function nextScheduledPost(now = Date.now()): Promise<number | null> {
  const [row] = await getDb()
    .select({ at: min(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), gt(blogPosts.publishedAt, new Date(now))));
  return row?.at ? new Date(row.at).getTime() : null;
}

/** Called by each blog page as it renders: its copy carries the blog's tag and ends at the next scheduled post. */
export async function blogPageEdge(now = Date.now()): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  await cachedUntil(await nextScheduledPost(now), now, [BLOG_TAG]);
}
