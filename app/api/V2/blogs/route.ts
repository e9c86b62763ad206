import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { featuredBlogPost, listBlogCategories, listBlogPosts } from '@/lib/server/services/blog';
import { blogListQuerySchema } from '@/lib/validation/blog';
import { existingPage, publicOk } from '../_support/catalogue-route';

// GET blogs?page&category → data.items (SPEC §3 Blog), data.categories, data.featured (page 1 of all posts),
// data.category (when filtered), meta.pagination. An unknown category or a page past the end is a 404.
export const GET = handle(async (request) => {
  const query = parseOrThrow(blogListQuerySchema, queryObject(request));
  const [list, categories, featured] = await Promise.all([
    listBlogPosts(query),
    listBlogCategories(),
    query.page === 1 && !query.category ? featuredBlogPost() : Promise.resolve(null),
  ]);
  existingPage(list);
  return publicOk({ items: list.items, categories, featured, category: list.category }, list.pagination);
});
