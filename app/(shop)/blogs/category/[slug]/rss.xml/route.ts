import { blogFeed, blogPageEdge } from '@/lib/server/services/blog';
import { cacheHeaders } from '@/lib/server/cache/policy';

// /blogs/category/{slug}/rss.xml: one category's newest posts. An unknown category is a 404.
export const revalidate = 600; // policy: blogFeed
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  await blogPageEdge(); // a publication or a scheduled post's instant ends the cached feed
  const { slug } = await params;
  const xml = /^[a-z0-9-]{1,160}$/.test(slug) ? await blogFeed(slug) : null;
  if (!xml) return new Response('No such blog category', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', ...cacheHeaders('blogFeed') } });
}
