import type { Metadata } from 'next';
import { generateMetadata as blogCategoryMetadata } from '@/app/(shop)/blogs/category/[slug]/page';
import { generateMetadata as blogCategoryPageMetadata } from '@/app/(shop)/blogs/category/[slug]/p/[page]/page';
import { generateMetadata as blogsMetadata } from '@/app/(shop)/blogs/page';
import { generateMetadata as blogsPageMetadata } from '@/app/(shop)/blogs/p/[page]/page';
import { generateMetadata as campaignMetadata } from '@/app/(shop)/campaign/[slug]/page';
import { generateMetadata as campaignPageMetadata } from '@/app/(shop)/campaign/[slug]/p/[page]/page';
import { generateMetadata as careersMetadata } from '@/app/(shop)/careers/page';
import { generateMetadata as careersPageMetadata } from '@/app/(shop)/careers/p/[page]/page';
import { generateMetadata as categoryQueryMetadata } from '@/app/(shop)/category/[slug]/q/[query]/page';
import { generateMetadata as causeMetadata } from '@/app/(shop)/donations/[slug]/page';
import { generateMetadata as causePageMetadata } from '@/app/(shop)/donations/[slug]/p/[page]/page';
import { generateMetadata as donationsMetadata } from '@/app/(shop)/donations/page';
import { generateMetadata as donationsPageMetadata } from '@/app/(shop)/donations/p/[page]/page';
import { generateMetadata as finderMetadata } from '@/app/(shop)/find-cakes/page';
import { generateMetadata as occasionQueryMetadata } from '@/app/(shop)/occasion/[slug]/q/[query]/page';
import { generateMetadata as collectionQueryMetadata } from '@/app/(shop)/products/[slug]/q/[query]/page';
import { generateMetadata as quizCategoryMetadata } from '@/app/(shop)/quiz/c/[category]/[page]/page';
import { generateMetadata as storeProductsQueryMetadata } from '@/app/(shop)/store/[slug]/products/q/[query]/page';
import { useTestDatabase } from '../support/database';

// Page 2 onward of every list a crawler may follow (robots.txt no longer blocks ?page=) is canonical to itself:
// what it lists appears on no other page. Page 1 is the list's plain address. A filtered or sorted list stays
// noindex with the plain list as its canonical. (The list pages are read through their generateMetadata, as Next
// renders their <head>.)

useTestDatabase();
const SITE = 'https://upahar.example';

beforeAll(() => {
  process.env.SITE_URL = SITE;
});

const canonical = (metadata: Metadata) => String(metadata.alternates?.canonical ?? '');
const indexable = (metadata: Metadata) => !(metadata.robots && typeof metadata.robots === 'object' && metadata.robots.index === false);
/** The lists rewritten per page by next.config.mjs (/blogs?page=2 → /blogs/p/2; lib/domain/list-rewrites.mjs). */
const paged = <M extends Record<string, string>>(page: string, more: M = {} as M) => ({ params: Promise.resolve({ page, ...more }) });
/** The rewritten catalogue lists (proxy.ts: /category/x?page=2 → /category/x/q/page%3D2). */
const segment = (slug: string, query: string) => ({ params: Promise.resolve({ slug, query: encodeURIComponent(query) }) });

type Case = [name: string, page1: () => Promise<Metadata>, page2: () => Promise<Metadata>, path1: string, path2: string];

const cases: Case[] = [
  ['careers', async () => careersMetadata(), () => careersPageMetadata(paged('2')), '/careers', '/careers?page=2'],
  ['blogs', () => blogsMetadata(), () => blogsPageMetadata(paged('2')), '/blogs', '/blogs?page=2'],
  [
    'a blog category',
    () => blogCategoryMetadata({ params: Promise.resolve({ slug: 'festivals' }) }),
    () => blogCategoryPageMetadata(paged('2', { slug: 'festivals' })),
    '/blogs/category/festivals',
    '/blogs/category/festivals?page=2',
  ],
  [
    'a quiz category',
    () => quizCategoryMetadata(paged('1', { category: 'festivals' })),
    () => quizCategoryMetadata(paged('2', { category: 'festivals' })),
    '/quiz?category=festivals',
    '/quiz?category=festivals&page=2',
  ],
  ['donations', async () => donationsMetadata(), () => donationsPageMetadata(paged('2')), '/donations', '/donations?page=2'],
  [
    'a cause’s donor wall',
    () => causeMetadata({ params: Promise.resolve({ slug: 'flood-relief-koshi' }) }),
    () => causePageMetadata(paged('2', { slug: 'flood-relief-koshi' })),
    '/donations/flood-relief-koshi',
    '/donations/flood-relief-koshi?page=2',
  ],
  ['the cake finder', () => finderMetadata({ searchParams: Promise.resolve({}) }), () => finderMetadata({ searchParams: Promise.resolve({ page: '2' }) }), '/find-cakes', '/find-cakes?page=2'],
  ['a category', () => categoryQueryMetadata(segment('cakes', '')), () => categoryQueryMetadata(segment('cakes', 'page=2')), '/category/cakes', '/category/cakes?page=2'],
  ['an occasion', () => occasionQueryMetadata(segment('birthday', '')), () => occasionQueryMetadata(segment('birthday', 'page=2')), '/occasion/birthday', '/occasion/birthday?page=2'],
  ['a collection', () => collectionQueryMetadata(segment('flowers', '')), () => collectionQueryMetadata(segment('flowers', 'page=2')), '/products/flowers', '/products/flowers?page=2'],
  [
    'a store’s products',
    () => storeProductsQueryMetadata(segment('thamel-cake-house', '')),
    () => storeProductsQueryMetadata(segment('thamel-cake-house', 'page=2')),
    '/store/thamel-cake-house/products',
    '/store/thamel-cake-house/products?page=2',
  ],
  [
    'a campaign',
    () => campaignMetadata({ params: Promise.resolve({ slug: 'winter-cake-festival' }) }),
    () => campaignPageMetadata(paged('2', { slug: 'winter-cake-festival' })),
    '/campaign/winter-cake-festival',
    '/campaign/winter-cake-festival?page=2',
  ],
];

describe('the canonical URL of a list’s pages', () => {
  it.each(cases)('%s: page 1 is the plain list, page 2 is canonical to itself and indexable', async (_name, page1, page2, path1, path2) => {
    const [first, second] = await Promise.all([page1(), page2()]);
    expect(canonical(first)).toBe(`${SITE}${path1}`);
    expect(canonical(second)).toBe(`${SITE}${path2}`);
    expect(indexable(first)).toBe(true);
    expect(indexable(second)).toBe(true);
    // The title says which page it is, so two pages of a list are not two pages with one title.
    expect(String((second.title as { absolute: string }).absolute)).toMatch(/page 2/);
  });

  it('a filtered or sorted list stays noindex, its canonical the plain list', async () => {
    const sorted = await categoryQueryMetadata(segment('cakes', 'page=2&sort=newest'));
    expect(canonical(sorted)).toBe(`${SITE}/category/cakes`);
    expect(indexable(sorted)).toBe(false);
    const found = await finderMetadata({ searchParams: Promise.resolve({ occasion: 'birthday', page: '2' }) });
    expect(canonical(found)).toBe(`${SITE}/find-cakes`);
    expect(indexable(found)).toBe(false);
  });
});
