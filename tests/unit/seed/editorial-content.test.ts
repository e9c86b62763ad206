import { buildCatalogue } from '@/lib/server/db/seed/catalogue/build';
import { BLOG_CATEGORIES, BLOG_POSTS } from '@/lib/server/db/seed/data/blog';
import { BLOG_COMMENTS } from '@/lib/server/db/seed/data/blog-comments';
import { DEMO_PEOPLE } from '@/lib/server/db/seed/data/people';
import { CATEGORIES, OCCASIONS } from '@/lib/server/db/seed/data/taxonomy';
import { DELIVERY_REGIONS } from '@/lib/server/db/seed/delivery-places';
import { renderMediaPath } from '@/lib/server/media/registry';

// The contract of the demo blog and community data: everything the seed inserts must point at something that
// exists (people, categories, products, posts), every picture must be drawable by /media, every link must land on
// one of the shop's own routes, and the texts must meet the bar (length, excerpts, prices in रू).

const people = new Map(DEMO_PEOPLE.map((p) => [p.username, p]));
const posts = new Map(BLOG_POSTS.map((p) => [p.slug, p]));
const blogCategories = new Set(BLOG_CATEGORIES.map((c) => c.slug));
const productSlugs = new Set(buildCatalogue().products.map((p) => p.slug));
const shopCategories = new Set(CATEGORIES.map((c) => c.slug));
const occasions = new Set<string>(OCCASIONS.map((o) => o.slug));
const comments = new Map(BLOG_COMMENTS.map((c) => [c.key, c]));

/** Places the shop delivers to (reference/nepal-commerce.md), and the diaspora's cities. */
const NEPAL_PLACES = new Set(DELIVERY_REGIONS.flatMap((r) => r.cities.flatMap((c) => [c.name, ...(c.areas ?? []).map((a) => a.name)])));
const CITIES_ABROAD = new Set(['Doha', 'Sydney', 'Melbourne', 'New York', 'London', 'Aldershot', 'Tokyo', 'Kuala Lumpur', 'Dubai', 'Hong Kong', 'Riyadh', 'Toronto']);

/** Words a reader reads: image lines dropped, link targets dropped, tokens with a letter or digit counted. */
function wordCount(markdown: string): number {
  const text = markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\]\([^)]*\)/g, ']');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** What the /media route does with a path: split, decode each segment, ask the registry to draw it. */
function drawsAsArt(path: string): boolean {
  if (!path.startsWith('/media/')) return false;
  const segments = path.slice('/media/'.length).split('/').map((s) => decodeURIComponent(s));
  return renderMediaPath(segments) !== null;
}

const imageLinks = (markdown: string) => [...markdown.matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g)].map((m) => ({ alt: m[1]!, href: m[2]! }));
const textLinks = (markdown: string) => [...markdown.matchAll(/(?<!!)\[([^\]]*)\]\(([^)]*)\)/g)].map((m) => ({ text: m[1]!, href: m[2]! }));
const mentions = (text: string) => [...text.matchAll(/@([a-z0-9._]+)/g)].map((m) => m[1]!.replace(/\.+$/, ''));

/** The internal routes a post may link to, each checked against the data that makes the page exist. */
function linkTargetExists(href: string): boolean {
  if (['/faq', '/contact', '/refund-policy', '/careers'].includes(href)) return true;
  const match = /^\/(category|product|occasion|blog|blogs\/category)\/([a-z0-9-]+)$/.exec(href);
  if (!match) return false;
  const [, kind, slug] = match as unknown as [string, string, string];
  switch (kind) {
    case 'category':
      return shopCategories.has(slug);
    case 'product':
      return productSlugs.has(slug);
    case 'occasion':
      return occasions.has(slug);
    case 'blog':
      return posts.has(slug);
    default:
      return blogCategories.has(slug);
  }
}

/** Every text a visitor reads, with where it comes from (for failure messages). */
const allTexts: Array<[string, string]> = [
  ...DEMO_PEOPLE.map((p): [string, string] => [`bio of ${p.username}`, p.bio]),
  ...BLOG_CATEGORIES.map((c): [string, string] => [`category ${c.slug}`, `${c.name} ${c.description}`]),
  ...BLOG_POSTS.map((p): [string, string] => [`post ${p.slug}`, `${p.title}\n${p.excerpt}\n${p.body}`]),
  ...BLOG_COMMENTS.map((c): [string, string] => [`comment ${c.key}`, c.body]),
];

describe('demo people', () => {
  it('are at least 44, with unique, well-formed usernames', () => {
    expect(DEMO_PEOPLE.length).toBeGreaterThanOrEqual(44);
    expect(people.size).toBe(DEMO_PEOPLE.length);
    for (const p of DEMO_PEOPLE) expect(p.username).toMatch(/^[a-z0-9](?:[a-z0-9._]{1,28})[a-z0-9]$/);
  });

  it('live in places the shop serves or in cities abroad, and some of them abroad', () => {
    for (const p of DEMO_PEOPLE) expect([p.username, NEPAL_PLACES.has(p.city) || CITIES_ABROAD.has(p.city)]).toEqual([p.username, true]);
    expect(DEMO_PEOPLE.filter((p) => CITIES_ABROAD.has(p.city)).length).toBeGreaterThanOrEqual(6);
  });

  it('have one- or two-sentence bios, hex avatar colours, joining days spread over three years and 3–4 private profiles', () => {
    for (const p of DEMO_PEOPLE) {
      const sentences = p.bio.split(/(?<=[.!?])\s+(?=[A-Z"])/).length;
      expect([p.username, sentences >= 1 && sentences <= 2]).toEqual([p.username, true]);
      expect(p.avatarColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(p.joinedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.joinedDaysAgo).toBeLessThanOrEqual(3 * 366);
    }
    const joined = DEMO_PEOPLE.map((p) => p.joinedDaysAgo);
    expect(Math.max(...joined) - Math.min(...joined)).toBeGreaterThan(2.5 * 365);
    expect(new Set(DEMO_PEOPLE.map((p) => p.avatarColor)).size).toBeGreaterThanOrEqual(DEMO_PEOPLE.length - 2);
    const privateCount = DEMO_PEOPLE.filter((p) => p.isPrivate).length;
    expect(privateCount).toBeGreaterThanOrEqual(3);
    expect(privateCount).toBeLessThanOrEqual(4);
  });
});

describe('blog categories and posts', () => {
  it('have at least 6 categories with unique slugs, each holding at least 3 posts', () => {
    expect(BLOG_CATEGORIES.length).toBeGreaterThanOrEqual(6);
    expect(blogCategories.size).toBe(BLOG_CATEGORIES.length);
    for (const c of BLOG_CATEGORIES) {
      expect(c.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect([c.slug, BLOG_POSTS.filter((p) => p.categorySlug === c.slug).length >= 3]).toEqual([c.slug, true]);
    }
  });

  it('have at least 26 posts with unique slugs, each in a known category by a known author who had joined by then', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(26);
    expect(posts.size).toBe(BLOG_POSTS.length);
    for (const p of BLOG_POSTS) {
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect([p.slug, blogCategories.has(p.categorySlug)]).toEqual([p.slug, true]);
      const author = people.get(p.authorUsername);
      expect([p.slug, author !== undefined]).toEqual([p.slug, true]);
      expect([p.slug, author!.joinedDaysAgo > p.publishedDaysAgo]).toEqual([p.slug, true]);
      expect(p.publishedDaysAgo).toBeGreaterThan(0);
    }
  });

  it('feature exactly 3 posts, each from a different category', () => {
    const featured = BLOG_POSTS.filter((p) => p.featured);
    expect(featured).toHaveLength(3);
    expect(new Set(featured.map((p) => p.categorySlug)).size).toBe(3);
  });

  it('have excerpts of 70–155 characters and bodies of at least 450 words', () => {
    for (const p of BLOG_POSTS) {
      expect([p.slug, p.excerpt.length]).toEqual([p.slug, expect.any(Number)]);
      expect([p.slug, p.excerpt.length >= 70 && p.excerpt.length <= 155]).toEqual([p.slug, true]);
      expect([p.slug, wordCount(p.body) >= 450]).toEqual([p.slug, true]);
    }
  });

  it('use the rich-text subset: headings, a list and at least one image line per body, no HTML or outside URLs', () => {
    for (const p of BLOG_POSTS) {
      expect([p.slug, /^## \S/m.test(p.body)]).toEqual([p.slug, true]);
      expect([p.slug, /^(?:- |1\. )\S/m.test(p.body)]).toEqual([p.slug, true]);
      expect([p.slug, /<\/?[a-z][^>]*>/i.test(p.body)]).toEqual([p.slug, false]);
      expect([p.slug, /https?:\/\//.test(p.body)]).toEqual([p.slug, false]);
      // An image stands on its own line, with a description for screen readers.
      const images = imageLinks(p.body);
      expect([p.slug, images.length >= 1]).toEqual([p.slug, true]);
      for (const line of p.body.split('\n').filter((l) => l.includes('!['))) expect([p.slug, line]).toEqual([p.slug, expect.stringMatching(/^!\[[^\]]+\]\(\/media\/[^)\s]+\)$/)]);
    }
  });

  it('draw every cover and body image with the /media route (covers are card banners)', () => {
    for (const p of BLOG_POSTS) {
      expect([p.slug, p.cover, drawsAsArt(p.cover)]).toEqual([p.slug, p.cover, true]);
      expect(p.cover.startsWith('/media/banner/card-')).toBe(true);
      for (const img of imageLinks(p.body)) expect([p.slug, img.href, drawsAsArt(img.href)]).toEqual([p.slug, img.href, true]);
    }
  });

  it('the art check itself refuses a path /media cannot draw', () => {
    const cover = BLOG_POSTS[0]!.cover;
    expect(drawsAsArt(cover.replace('/card-', '/poster-'))).toBe(false);
    expect(drawsAsArt(cover.replace('/media/banner/', '/media/bouquet/'))).toBe(false);
    expect(drawsAsArt('https://example.com/cake.png')).toBe(false);
  });

  it('link only to the shop\'s own pages that exist: categories, products, occasions, posts, blog categories and the help pages', () => {
    for (const p of BLOG_POSTS) {
      for (const link of textLinks(p.body)) {
        expect([p.slug, link.text.trim().length > 0]).toEqual([p.slug, true]);
        expect([p.slug, link.href, linkTargetExists(link.href)]).toEqual([p.slug, link.href, true]);
      }
      expect([p.slug, textLinks(p.body).some((l) => l.href === `/blog/${p.slug}`)]).toEqual([p.slug, false]);
    }
    expect(linkTargetExists('/product/no-such-cake')).toBe(false);
    expect(linkTargetExists('/careers/123')).toBe(false);
  });

  it('list 1–4 seeded products per post, each one linked in the body', () => {
    for (const p of BLOG_POSTS) {
      expect([p.slug, p.productSlugs.length >= 1 && p.productSlugs.length <= 4]).toEqual([p.slug, true]);
      expect(new Set(p.productSlugs).size).toBe(p.productSlugs.length);
      for (const slug of p.productSlugs) {
        expect([p.slug, slug, productSlugs.has(slug)]).toEqual([p.slug, slug, true]);
        expect([p.slug, slug, p.body.includes(`](/product/${slug})`)]).toEqual([p.slug, slug, true]);
      }
    }
  });

  it('have 2–6 lowercase tags per post', () => {
    for (const p of BLOG_POSTS) {
      expect([p.slug, p.tags.length >= 2 && p.tags.length <= 6]).toEqual([p.slug, true]);
      for (const t of p.tags) expect(t).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

describe('blog comments', () => {
  it('number at least 100 with unique keys, on known posts by known people', () => {
    expect(BLOG_COMMENTS.length).toBeGreaterThanOrEqual(100);
    expect(comments.size).toBe(BLOG_COMMENTS.length);
    for (const c of BLOG_COMMENTS) {
      expect([c.key, posts.has(c.postSlug), people.has(c.authorUsername)]).toEqual([c.key, true, true]);
      expect(c.body.trim().length).toBeGreaterThan(0);
    }
  });

  it('give most posts 3–8 comments and no post more than 8', () => {
    const perPost = BLOG_POSTS.map((p) => BLOG_COMMENTS.filter((c) => c.postSlug === p.slug).length);
    expect(Math.max(...perPost)).toBeLessThanOrEqual(8);
    expect(perPost.filter((n) => n >= 3).length).toBeGreaterThanOrEqual(Math.ceil(BLOG_POSTS.length * 0.8));
  });

  it('reply one level deep, to a top-level comment of the same post, after it', () => {
    const replies = BLOG_COMMENTS.filter((c) => c.replyTo !== undefined);
    expect(replies.length).toBeGreaterThanOrEqual(20);
    for (const r of replies) {
      const parent = comments.get(r.replyTo!);
      expect([r.key, parent !== undefined]).toEqual([r.key, true]);
      expect([r.key, parent!.replyTo]).toEqual([r.key, undefined]);
      expect([r.key, parent!.postSlug]).toEqual([r.key, r.postSlug]);
      expect([r.key, r.hoursAfterPost > parent!.hoursAfterPost]).toEqual([r.key, true]);
    }
    // Authors answer questions under their own posts.
    const byAuthor = replies.filter((r) => posts.get(r.postSlug)!.authorUsername === r.authorUsername);
    expect(byAuthor.length).toBeGreaterThanOrEqual(10);
  });

  it('are written after the post and by people who had joined by then, never in the future', () => {
    for (const c of BLOG_COMMENTS) {
      const post = posts.get(c.postSlug)!;
      const hoursAgo = post.publishedDaysAgo * 24 - c.hoursAfterPost;
      expect([c.key, c.hoursAfterPost >= 0 && hoursAgo > 0]).toEqual([c.key, true]);
      expect([c.key, people.get(c.authorUsername)!.joinedDaysAgo * 24 > hoursAgo]).toEqual([c.key, true]);
    }
  });

  it('mention only demo people, with @username', () => {
    const all = BLOG_COMMENTS.flatMap((c) => mentions(c.body).map((m) => [c.key, m] as const));
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const [key, username] of all) expect([key, username, people.has(username)]).toEqual([key, username, true]);
    // Some mention someone other than the person they answer.
    expect(BLOG_COMMENTS.some((c) => c.replyTo === undefined && mentions(c.body).length > 0)).toBe(true);
  });

  it('are plain text: no links, Markdown images or HTML', () => {
    for (const c of BLOG_COMMENTS) expect([c.key, /\]\(|<\/?[a-z][^>]*>|https?:\/\//i.test(c.body)]).toEqual([c.key, false]);
  });
});

describe('prices in every text', () => {
  it('use रू and never "Rs"', () => {
    for (const [where, text] of allTexts) expect([where, /\bRs\b\.?/.test(text)]).toEqual([where, false]);
  });

  it('write रू with a space and Indian digit grouping, as the shop shows it', () => {
    for (const [where, text] of allTexts) {
      for (const m of text.matchAll(/रू(\s?)(\d(?:[\d,]*\d)?)?/g)) {
        expect([where, m[0], m[1] === ' ' && /^(?:(?:\d{1,2},)?(?:\d{2},)*\d{3}|\d{1,3})$/.test(m[2] ?? '')]).toEqual([where, m[0], true]);
      }
    }
  });
});
