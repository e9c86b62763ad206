import { eq } from 'drizzle-orm';
import { GET as blogRoute } from '@/app/api/V2/blog/[slug]/route';
import { GET as blogsRoute } from '@/app/api/V2/blogs/route';
import { blogCategories, blogPosts } from '@/lib/server/db/schema';
import { blogFeed, getBlogPost } from '@/lib/server/services/blog';
import { nextScheduledPost } from '@/lib/server/services/blog/invalidate';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { auditEntry, editorial, expectContentRoles, publicationsOf, staff } from './content-support';

// Blog posts in the back office (/admin/content/blog, issue 25): written in the rich-text editor, kept as a draft
// (the blog keeps showing the live post), previewed, then published now or at a later Kathmandu time. Until that
// time the post is nowhere: not its page, not the lists, not the feed.

const { db } = useTestDatabase();

const readPost = (slug: string) => callRoute(blogRoute, { url: `/api/V2/blog/${slug}`, params: { slug } });
const listedSlugs = async () => ((await callRoute(blogsRoute, { url: '/api/V2/blogs' })).body.data.items as Array<{ slug: string }>).map((p) => p.slug);

let counter = 0;
async function newPost(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const [category] = await db().select().from(blogCategories).limit(1);
  return {
    title: `Cakes for Teej, idea ${counter}`,
    slug: `cakes-for-teej-${counter}-${Date.now().toString(36)}`,
    excerpt: 'Red velvet, fruit and eggless choices for the women of the family, with a fasting-friendly option.',
    categoryId: category!.id,
    cover: '/media/blog/teej.svg',
    body: '## What to choose\n\nA **red velvet** cake in a heart shape is the favourite. See our [eggless cakes](/category/eggless-cakes) for the fasting day.\n\n- Red velvet\n- Fresh fruit',
    tags: ['teej', 'festivals'],
    ...overrides,
  };
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('blog posts (admin/editorial/blog-post)', () => {
  it('a new post is a draft nobody reads; published, it is on its page, in the list and in the feed, by its author', async () => {
    const editor = await staff('editor');
    const body = await newPost();
    const created = await editorial.create(editor, 'blog-post', body);
    expect(created.status).toBe(201);
    const key = created.body.data.draft.key as string;
    expect((await readPost(body.slug)).status).toBe(404);
    expect(await listedSlugs()).not.toContain(body.slug);

    const published = await editorial.publish(editor, 'blog-post', key);
    expect(published.status).toBe(200);
    const page = await readPost(body.slug);
    expect(page.status).toBe(200);
    expect(page.body.data.item).toMatchObject({ title: body.title, tags: ['teej', 'festivals'], author: { id: editor.id } });
    expect(await listedSlugs()).toContain(body.slug);
    expect(await blogFeed()).toContain(body.title);
    expect(await publicationsOf('blog-post', published.body.data.id)).toHaveLength(1);
    expect(await auditEntry('blog-post.publish', editor.id)).toMatchObject({ entity: 'blog-post', summary: `Blog post published: ${body.title}` });
    expect((await editorial.publish(editor, 'blog-post', key)).status).toBe(409);
  });

  it('an edit of a live post is a draft: readers see the old text until Publish; Discard drops it', async () => {
    const manager = await staff('manager');
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.status, 'published')).limit(1);
    const key = String(row!.id);
    const opened = await editorial.open(manager, 'blog-post', key);
    const live = opened.body.data.item.live;
    expect(live).toMatchObject({ slug: row!.slug, title: row!.title, hidden: false });

    await editorial.save(manager, 'blog-post', key, { ...live, title: 'A better title for this post', metaTitle: 'Better title | Upahar Ghar' });
    expect((await readPost(row!.slug)).body.data.item.title).toBe(row!.title);
    await editorial.discard(manager, 'blog-post', key);
    expect((await readPost(row!.slug)).body.data.item.title).toBe(row!.title);

    await editorial.save(manager, 'blog-post', key, { ...live, title: 'A better title for this post', metaTitle: 'Better title | Upahar Ghar' });
    expect((await editorial.publish(manager, 'blog-post', key)).status).toBe(200);
    expect((await readPost(row!.slug)).body.data.item.title).toBe('A better title for this post');
    // The page's <title> and description come from the post's own search fields when it has them.
    expect((await getBlogPost(row!.slug))!.meta).toEqual({ title: 'Better title | Upahar Ghar', description: row!.excerpt });
    // Its publication date did not move: a correction is not a new post.
    expect((await readPost(row!.slug)).body.data.item.publishedAt).toBe(row!.publishedAt.toISOString());
  });

  it('scheduled for later, a published post stays invisible until its time; moved to a past time, it is visible', async () => {
    const owner = await staff('owner');
    const publishAt = minutesFromNow(120);
    const body = await newPost({ publishAt });
    const created = await editorial.create(owner, 'blog-post', body);
    const published = await editorial.publish(owner, 'blog-post', created.body.data.draft.key);
    expect(published.status).toBe(200);
    const id = published.body.data.id as string;
    expect((await readPost(body.slug)).status).toBe(404);
    expect(await listedSlugs()).not.toContain(body.slug);
    expect(await blogFeed()).not.toContain(body.title);
    // The cached blog pages end at that instant (or earlier, when another post is due before it).
    const due = await nextScheduledPost();
    expect(due).not.toBeNull();
    expect(due!).toBeLessThanOrEqual(new Date(publishAt).getTime());
    // The tab says so.
    const listed = (await editorial.list(owner, 'blog-post')).body.data.items.find((i: { key: string }) => i.key === id);
    expect(listed).toMatchObject({ state: 'scheduled', url: null });

    const edit = (await editorial.open(owner, 'blog-post', id)).body.data.item.live;
    await editorial.save(owner, 'blog-post', id, { ...edit, publishAt: minutesFromNow(-1) });
    await editorial.publish(owner, 'blog-post', id);
    expect((await readPost(body.slug)).status).toBe(200);
    expect(await listedSlugs()).toContain(body.slug);
  });

  it('takes the publication time as Kathmandu wall-clock time (YYYY-MM-DDTHH:mm, +05:45)', async () => {
    const editor = await staff('editor');
    const at = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    at.setUTCSeconds(0, 0);
    const kathmandu = new Date(at.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 16);
    const created = await editorial.create(editor, 'blog-post', await newPost({ publishAt: kathmandu }));
    expect(created.status).toBe(201);
    expect(created.body.data.draft.data.publishAt).toBe(at.toISOString());
    const bad = await editorial.create(editor, 'blog-post', await newPost({ publishAt: 'next Tuesday' }));
    expect(bad.body.error.fields).toEqual({ publishAt: 'Give the publication time as a date and time.' });
  });

  it('a hidden post leaves the blog when published, and comes back when published again', async () => {
    const editor = await staff('editor');
    const body = await newPost();
    const created = await editorial.create(editor, 'blog-post', body);
    const { id } = (await editorial.publish(editor, 'blog-post', created.body.data.draft.key)).body.data;
    const live = (await editorial.open(editor, 'blog-post', id)).body.data.item.live;
    await editorial.save(editor, 'blog-post', id, { ...live, hidden: true });
    expect((await readPost(body.slug)).status).toBe(200);
    await editorial.publish(editor, 'blog-post', id);
    expect((await readPost(body.slug)).status).toBe(404);
    await editorial.save(editor, 'blog-post', id, { ...live, hidden: false });
    await editorial.publish(editor, 'blog-post', id);
    expect((await readPost(body.slug)).status).toBe(200);
  });

  it('sanitises the body on save and on publish: the editor’s HTML, scripts and handlers never reach a reader', async () => {
    const editor = await staff('editor');
    const body = await newPost({
      title: 'Tihar <script>alert(1)</script>sweets',
      body: '## Sel roti <img src=x onerror=alert(1)>\n\nFry it <a href="javascript:alert(2)" onmouseover="x()">slowly</a> in ghee, then read [the recipe](https://evil.example/r).\n\n![A plate of sel roti](/media/blog/sel.svg)\n\n![tracker](https://evil.example/pixel.gif)\n\n<script>document.cookie</script>More words for the fifty characters rule here.',
    });
    const created = await editorial.create(editor, 'blog-post', body);
    expect(created.status).toBe(201);
    const kept = created.body.data.draft.data as { title: string; body: string };
    expect(kept.title).toBe('Tihar sweets');
    expect(kept.body).toBe(
      '## Sel roti\n\nFry it slowly in ghee, then read the recipe.\n\n![A plate of sel roti](/media/blog/sel.svg)\n\nMore words for the fifty characters rule here.',
    );
    await editorial.publish(editor, 'blog-post', created.body.data.draft.key);
    const page = (await readPost(body.slug)).body.data.item;
    expect(JSON.stringify(page.body)).not.toMatch(/script|onerror|onmouseover|javascript|evil\.example/);
  });

  it('checks the fields: lengths of the search title and description, a free address, a real category, a cover on this shop', async () => {
    const editor = await staff('editor');
    const [taken] = await db().select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
    const bad = await editorial.create(editor, 'blog-post', await newPost({ metaTitle: 'x'.repeat(61), metaDescription: 'Too short.', cover: 'https://evil.example/c.jpg', title: '', slug: 'Not A Slug' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      metaTitle: 'Keep the search title to 60 characters.',
      metaDescription: 'The search description needs at least 50 characters.',
      cover: 'The cover picture must be a picture on this shop (uploaded here).',
      title: expect.any(String),
      slug: expect.any(String),
    });
    const used = await editorial.create(editor, 'blog-post', await newPost({ slug: taken!.slug }));
    expect(used.body.error.fields).toEqual({ slug: 'Another post has this address. Choose another.' });
    const noCategory = await editorial.create(editor, 'blog-post', await newPost({ categoryId: 999999 }));
    expect(noCategory.body.error.fields).toEqual({ categoryId: 'Choose one of the categories.' });
    // Blank search fields are simply the title and excerpt.
    const blank = await editorial.create(editor, 'blog-post', await newPost({ metaTitle: '', metaDescription: '  ' }));
    expect(blank.body.data.draft.data).toMatchObject({ metaTitle: null, metaDescription: null });
  });

  it('roles: editor, manager and owner write posts; kitchen and support 403; customer and visitor 404', async () => {
    await expectContentRoles(async (who) => editorial.create(who, 'blog-post', await newPost()), 201);
  });
});
