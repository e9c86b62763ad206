import { blogFeed, blogPageEdge } from '@/lib/server/services/blog';
import { cacheHeaders } from '@/lib/server/cache/policy';

// /blogs/rss.xml: the newest posts of the whole blog (linked from every blog page with <link rel="alternate">).
export const revalidate = 600; // policy: blogFeed

export async function GET(): Promise<Response> {
  await blogPageEdge(); // a publication or a scheduled post's instant ends the cached feed
  const xml = (await blogFeed())!;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', ...cacheHeaders('blogFeed') } });
}
