import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, ok } from '@/lib/server/http/respond';
import { getBlogPost } from '@/lib/server/services/blog';
import { orNotFound, slugOr404 } from '../../_support/catalogue-route';

// GET blog/{slug} → data.item: the post with its body as blocks, the products it mentions, related posts, and its
// reactions (with the caller's own when logged in, so the answer is private).
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugOr404((await params).slug, 'Blog post');
  const viewer = await optionalAuth(request);
  const item = orNotFound(await getBlogPost(slug, viewer?.user.id ?? null), 'Blog post');
  return ok({ item }, undefined, { cache: viewer ? 'private' : 'blog' });
});
