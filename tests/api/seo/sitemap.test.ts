import { GET as sitemapIndexGET } from '@/app/sitemap.xml/route';
import { GET as sitemapChunkGET } from '@/app/sitemap/[file]/route';
import { blogCategories, blogPosts, businesses, campaigns, categories, contestEntries, contests, jobPostings, occasions, products, quizzes, stores } from '@/lib/server/db/schema';
import { STATIC_SITEMAP_PATHS } from '@/lib/server/services/seo/sitemap';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { useTestDatabase } from '../support/database';

const { db } = useTestDatabase();
const SITE = 'https://upahar.example';

beforeAll(() => {
  process.env.SITE_URL = SITE;
});

async function text(response: Response) {
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('GET /sitemap.xml', () => {
  it('lists every category, product, store and occasion plus the static pages, as absolute URLs', async () => {
    const { status, type, body } = await text(await sitemapIndexGET());
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const urls = locs(body);
    for (const path of ['/', '/categories', '/products', '/products/urgent', '/find-cakes', '/aboutus', '/faq', '/careers', '/be-a-seller']) {
      expect(urls).toContain(`${SITE}${path}`);
    }
    const [cats, prods, shops, occs, jobs, camps, firms] = await Promise.all([
      db().select({ slug: categories.slug }).from(categories),
      db()
        .select({ slug: products.slug, type: products.type })
        .from(products)
        .where(and(eq(products.isActive, true), inArray(products.type, ['product', 'cake', 'automobile']))),
      db().select({ slug: stores.slug }).from(stores),
      db().select({ slug: occasions.slug }).from(occasions),
      db().select({ id: jobPostings.id, businessId: jobPostings.businessId }).from(jobPostings).where(and(gt(jobPostings.closesAt, new Date()), eq(jobPostings.status, 'open'))),
      db().select({ slug: campaigns.slug }).from(campaigns).where(eq(campaigns.isActive, true)),
      db().select({ slug: businesses.slug }).from(businesses).where(eq(businesses.status, 'verified')),
    ]);
    expect(firms).toHaveLength(8);
    for (const f of firms) expect(urls).toContain(`${SITE}/business/${f.slug}`);
    expect(prods.length).toBeGreaterThan(0);
    expect(jobs.filter((j) => j.businessId === null)).toHaveLength(6); // the seed's open postings; the two closed ones are not listed
    expect(jobs.filter((j) => j.businessId !== null)).toHaveLength(13); // businesses' open vacancies (one paused, one closed: left out)
    for (const j of jobs) expect(urls).toContain(`${SITE}/career/${j.id}`);
    for (const c of cats) expect(urls).toContain(`${SITE}/category/${c.slug}`);
    for (const p of prods) expect(urls).toContain(`${SITE}${p.type === 'automobile' ? '/automobile/' : '/product/'}${p.slug}`);
    expect(camps.length).toBeGreaterThanOrEqual(3);
    for (const c of camps) expect(urls).toContain(`${SITE}/campaign/${c.slug}`);
    for (const s of shops) expect(urls).toContain(`${SITE}/store/${s.slug}`);
    for (const o of occs) expect(urls).toContain(`${SITE}/occasion/${o.slug}`);
    // The blog: /blogs, its categories and its published posts.
    const [blogCats, posts] = await Promise.all([
      db().select({ slug: blogCategories.slug }).from(blogCategories),
      db().select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.status, 'published')),
    ]);
    expect(posts.length).toBeGreaterThanOrEqual(24);
    expect(urls).toContain(`${SITE}/blogs`);
    for (const c of blogCats) expect(urls).toContain(`${SITE}/blogs/category/${c.slug}`);
    for (const p of posts) expect(urls).toContain(`${SITE}/blog/${p.slug}`);
    const blog = 1 + blogCats.length + posts.length;
    // Quizzes (issue 13): /quiz and every live quiz.
    const live = await db().select({ slug: quizzes.slug }).from(quizzes).where(eq(quizzes.status, 'approved'));
    expect(urls).toContain(`${SITE}/quiz`);
    for (const q of live) expect(urls).toContain(`${SITE}/quiz/${q.slug}`);
    const quizUrls = 1 + live.length;
    // Contests: /contests, each contest and each approved entry.
    const [allContests, entries] = await Promise.all([
      db().select({ slug: contests.slug }).from(contests),
      db().select({ id: contestEntries.id }).from(contestEntries).where(eq(contestEntries.status, 'approved')),
    ]);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(urls).toContain(`${SITE}/contests`);
    for (const c of allContests) expect(urls).toContain(`${SITE}/contest/${c.slug}`);
    for (const e of entries) expect(urls).toContain(`${SITE}/contest/detail/${e.id}`);
    const contestUrls = 1 + allContests.length + entries.length;
    expect(urls).toHaveLength(STATIC_SITEMAP_PATHS.length + cats.length + prods.length + shops.length + occs.length + jobs.length + firms.length + blog + quizUrls + camps.length + contestUrls);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => u.startsWith(`${SITE}/`))).toBe(true);
  });

  it('gives every URL a valid lastmod date', async () => {
    const { body } = await text(await sitemapIndexGET());
    const dates = [...body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1] ?? '');
    expect(dates.length).toBe(locs(body).length);
    for (const date of dates) expect(Number.isNaN(Date.parse(date))).toBe(false);
  });

  it('leaves out products that are switched off', async () => {
    const [victim] = await db().select({ id: products.id, slug: products.slug }).from(products).where(eq(products.isActive, true)).limit(1);
    if (!victim) throw new Error('seed has no products');
    await db().update(products).set({ isActive: false }).where(eq(products.id, victim.id));
    const { body } = await text(await sitemapIndexGET());
    expect(locs(body)).not.toContain(`${SITE}/product/${victim.slug}`);
    await db().update(products).set({ isActive: true }).where(eq(products.id, victim.id));
  });
});

describe('GET /sitemap/{n}.xml', () => {
  const call = (file: string) => sitemapChunkGET(new Request(`${SITE}/sitemap/${file}`), { params: Promise.resolve({ file }) });

  it('serves the first file with the same URLs as /sitemap.xml while one file is enough', async () => {
    const [chunk, whole] = await Promise.all([text(await call('0.xml')), text(await sitemapIndexGET())]);
    expect(chunk.status).toBe(200);
    expect(locs(chunk.body)).toEqual(locs(whole.body));
  });

  it('answers 404 for files that do not exist', async () => {
    expect((await call('1.xml')).status).toBe(404);
    expect((await call('abc')).status).toBe(404);
  });
});
