import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { blogPosts } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';

// Shared by the blog and engagement API tests: a seeded post and calls with a Bearer token.

type Handler = Parameters<typeof callRoute>[0];

export async function seededPost(slug = 'how-many-pounds-of-cake-for-your-guests') {
  const [post] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, slug));
  if (!post) throw new Error(`no seeded post ${slug}`);
  return post;
}

export function post(handler: Handler, path: string, body: unknown, token?: string) {
  return callRoute(handler, {
    url: `/api/V2/${path}`,
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function get(handler: Handler, path: string, token?: string) {
  return callRoute(handler, { url: `/api/V2/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
