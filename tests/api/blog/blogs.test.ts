import { GET as blogRoute } from '@/app/api/V2/blog/[slug]/route';
import { GET as blogsRoute } from '@/app/api/V2/blogs/route';
import { BLOG_PAGE_SIZE } from '@/lib/domain/blog';
import { BLOG_CATEGORIES, BLOG_POSTS } from '@/lib/server/db/seed/data/blog';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { blogPosts } from '@/lib/server/db/schema';
import { blogFeed } from '@/lib/server/services/blog';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { get, post, seededPost } from './helpers';
import { POST as reactionsAdd } from '@/app/api/V2/reactions/add/route';

useTestDatabase();

const published = [...BLOG_POSTS].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo);

describe('GET blogs', () => {
  it('lists the newest posts first with categories, the featured post and pagination', async () => {
    const res = await get(blogsRoute, 'blogs');
    expect(res.status).toBe(200);
    const { items, categories, featured } = res.body.data;
    expect(items).toHaveLength(BLOG_PAGE_SIZE);
    expect(items.map((p: { slug: string }) => p.slug)).toEqual(published.slice(0, BLOG_PAGE_SIZE).map((p) => p.slug));
    expect(items[0]).toMatchObject({ url: `/blog/${published[0]!.slug}`, category: { url: expect.stringMatching(/^\/blogs\/category\//) } });
    expect(items[0].readingMinutes).toBeGreaterThanOrEqual(2);
    expect(items[0].author).toMatchObject({ username: published[0]!.authorUsername });
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(BLOG_CATEGORIES.map((c) => c.slug));
    expect(BLOG_POSTS.find((p) => p.slug === featured.slug)?.featured).toBe(true);
    expect(res.body.meta.pagination).toMatchObject({ total: BLOG_POSTS.length, perPage: BLOG_PAGE_SIZE, currentPage: 1 });
  });

  it('filters by category and pages on', async () => {
    const slug = BLOG_CATEGORIES[1]!.slug;
    const res = await get(blogsRoute, `blogs?category=${slug}`);
    expect(res.status).toBe(200);
    const expected = published.filter((p) => p.categorySlug === slug).map((p) => p.slug);
    expect(res.body.data.items.map((p: { slug: string }) => p.slug)).toEqual(expected);
    expect(res.body.data.category).toMatchObject({ slug, feedUrl: `/blogs/category/${slug}/rss.xml` });
    expect(res.body.data.featured).toBeNull();
    const page2 = await get(blogsRoute, 'blogs?page=2');
    expect(page2.body.data.items[0].slug).toBe(published[BLOG_PAGE_SIZE]!.slug);
  });

  it('answers 400 for a bad page or category and 404 for an unknown category or a page past the end', async () => {
    expect((await get(blogsRoute, 'blogs?page=0')).status).toBe(400);
    expect((await get(blogsRoute, 'blogs?page=abc')).body.error.fields.page).toBeDefined();
    expect((await get(blogsRoute, 'blogs?category=%3Cscript%3E')).status).toBe(400);
    const unknown = await get(blogsRoute, 'blogs?category=no-such-category');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Blog category not found');
    expect((await get(blogsRoute, 'blogs?page=40')).status).toBe(404);
  });
});

describe('GET blog/{slug}', () => {
  it('answers the post: body as blocks, the products it mentions as cards, related posts and reactions', async () => {
    const seed = BLOG_POSTS.find((p) => p.slug === 'how-many-pounds-of-cake-for-your-guests')!;
    const res = await callRoute(blogRoute, { url: `/api/V2/blog/${seed.slug}`, params: { slug: seed.slug } });
    expect(res.status).toBe(200);
    const item = res.body.data.item;
    expect(item).toMatchObject({ slug: seed.slug, title: seed.title, tags: seed.tags });
    expect(item.body.some((b: { type: string }) => b.type === 'heading')).toBe(true);
    expect(item.body.some((b: { type: string }) => b.type === 'list')).toBe(true);
    expect(item.body.some((b: { type: string }) => b.type === 'image')).toBe(true);
    expect(item.products.map((p: { slug: string }) => p.slug)).toEqual(seed.productSlugs);
    expect(item.products[0]).toMatchObject({ url: `/product/${seed.productSlugs[0]}`, sellingPrice: expect.any(Number) });
    expect(item.related.length).toBeGreaterThan(0);
    for (const r of item.related) expect(r.category.slug).toBe(seed.categorySlug);
    expect(item.reactions.total).toBeGreaterThan(0);
    expect(item.reactions.mine).toEqual([]);
    expect(item.commentCount).toBeGreaterThan(0);
    expect(item.breadcrumb.map((c: { url: string }) => c.url)).toEqual(['/', '/blogs', `/blogs/category/${seed.categorySlug}`, `/blog/${seed.slug}`]);
  });

  it('shows a logged-in reader their own reactions', async () => {
    const reader = await newSignedInUser('blogreader', 'Blog Reader');
    const target = await seededPost();
    await post(reactionsAdd, 'reactions/add', { targetType: 'blog_post', targetId: target.id, kind: 'yum' }, reader.token);
    const res = await callRoute(blogRoute, { url: `/api/V2/blog/${target.slug}`, params: { slug: target.slug }, headers: { authorization: `Bearer ${reader.token}` } });
    expect(res.body.data.item.reactions.mine).toEqual(['yum']);
    expect(res.headers.get('cache-control')).toContain('private');
  });

  it('hides a draft everywhere: the list, its page, the feed', async () => {
    const draft = await seededPost('fresh-cream-cake-in-kathmandu-summer');
    await getDb().update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.id, draft.id));
    try {
      const res = await callRoute(blogRoute, { url: `/api/V2/blog/${draft.slug}`, params: { slug: draft.slug } });
      expect(res.status).toBe(404);
      const all = await get(blogsRoute, 'blogs?page=1');
      expect(all.body.meta.pagination.total).toBe(BLOG_POSTS.length - 1);
      expect((await blogFeed()) ?? '').not.toContain(draft.slug);
    } finally {
      await getDb().update(blogPosts).set({ status: 'published' }).where(eq(blogPosts.id, draft.id));
    }
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    const unknown = await callRoute(blogRoute, { url: '/api/V2/blog/no-such-post', params: { slug: 'no-such-post' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Blog post not found');
    expect((await callRoute(blogRoute, { url: '/api/V2/blog/x', params: { slug: '<b>' } })).status).toBe(404);
  });
});
