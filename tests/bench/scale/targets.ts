import { Client } from 'pg';

// The calls the scale bench times (issue 16's table, plus occasion, store and the list pages), each as `samples`
// distinct paths that both catalogues have (the grown one holds every demo product, category, occasion and store), so
// no response or page cache can answer them; and the paths that warm what a running shop keeps between requests.

export type ScaleTarget = {
  name: string;
  /** One distinct path per sample. */
  paths: string[];
  /** Requested once on each server before timing (and never timed). */
  warm: string[];
  /** Whether the ratio goal applies (false: shown for reference). */
  goal: boolean;
};

const SORTS = ['popular', 'newest', 'price-asc', 'price-desc', 'rating'];

/** Words shoppers type: real words, typos, rarer words; every one finds products in the demo catalogue. */
const QUERIES = [
  'chocolate', 'red velvet', 'black forest', 'butterscotch', 'pineapple', 'vanilla', 'mango', 'strawberry', 'roses',
  'teddy', 'birthday', 'anniversary', 'eggless', 'photo cake', 'cupcakes', 'hamper', 'lalmohan', 'barfi', 'orchid',
  'lilies', 'dashain', 'tihar', 'valentine', 'kids', 'drip cake', 'heart', 'truffle', 'rasmalai', 'fruit cake',
  'chocolat cak', 'red velvat', 'buterscotch', 'anniversry', 'strawbery', 'pinaple cake', 'birthdy', 'tedy bear',
  'bhaktapur', 'kataro', 'sugar free', 'wedding', 'flowers', 'gift', 'coffee', 'cashews',
];

async function rows<T>(client: Client, text: string): Promise<T[]> {
  return (await client.query(text)).rows as T[];
}

/** `count` items cycling through `make(i)`, all distinct (the caller's combinations must be). */
function distinct(count: number, make: (i: number) => string): string[] {
  const out = new Set<string>();
  for (let i = 0; out.size < count && i < count * 50; i += 1) out.add(make(i));
  if (out.size < count) throw new Error(`only ${out.size} distinct paths for ${count} samples`);
  return [...out];
}

const pick = <T>(list: T[], i: number): T => list[i % list.length]!;

export async function scaleTargets(demoUrl: string, samples: number): Promise<ScaleTarget[]> {
  const client = new Client({ connectionString: demoUrl });
  await client.connect();
  try {
    const categories = (await rows<{ slug: string }>(client, 'SELECT slug FROM categories WHERE parent_id IS NULL ORDER BY position, id')).map((r) => r.slug);
    const occasions = (await rows<{ slug: string }>(client, 'SELECT slug FROM occasions ORDER BY position, id')).map((r) => r.slug);
    const stores = (await rows<{ slug: string }>(client, 'SELECT slug FROM stores ORDER BY position, id')).map((r) => r.slug);
    const products = (await rows<{ slug: string }>(client, 'SELECT slug FROM products WHERE is_active ORDER BY id')).map((r) => r.slug);
    const colours = (await rows<{ v: string }>(client, `SELECT v FROM products p, unnest(p.colors) v WHERE p.is_active AND p.category_id IN (SELECT id FROM categories WHERE slug = 'cakes' OR parent_id = (SELECT id FROM categories WHERE slug = 'cakes')) GROUP BY v ORDER BY count(*) DESC`)).map((r) => r.v);
    const tags = (await rows<{ v: string }>(client, `SELECT v FROM products p, unnest(p.tags) v WHERE p.is_active GROUP BY v HAVING count(*) >= 5 ORDER BY count(*) DESC, v LIMIT 12`)).map((r) => r.v);

    // Pages 1–2 and page sizes 24, 23, … keep every path distinct while each still lists a full page.
    const listQuery = (i: number) => `sort=${pick(SORTS, i)}&page=${1 + (Math.floor(i / SORTS.length) % 2)}&perPage=${24 - Math.floor(i / (SORTS.length * 2))}`;
    const pageQuery = (i: number) => `sort=${pick(SORTS, i)}&page=${1 + Math.floor(i / SORTS.length)}`;
    const filterSets = colours.slice(0, 3).flatMap((colour) => [`color=${colour}`, `color=${colour}&maxPrice=3000`, `color=${colour}&maxPrice=4000`]);
    /** Page 1 in every order but the default (the default one warms the filter set's page): all exist at any size. */
    const otherSort = (i: number) => `sort=${SORTS[1 + (i % (SORTS.length - 1))]}&page=1`;
    // Product pages and the product JSON read the same cached detail: two disjoint halves of the demo's products.
    const half = Math.floor(products.length / 2);

    return [
      {
        name: 'category JSON /api/V2/category/{slug}',
        paths: distinct(samples, (i) => `/api/V2/category/${pick(categories, i)}?${listQuery(Math.floor(i / categories.length))}`),
        warm: categories.map((slug) => `/api/V2/category/${slug}?perPage=47`),
        goal: true,
      },
      {
        name: 'occasion JSON /api/V2/occasion/{slug}',
        paths: distinct(samples, (i) => `/api/V2/occasion/${pick(occasions, i)}?${listQuery(Math.floor(i / occasions.length))}`),
        warm: occasions.map((slug) => `/api/V2/occasion/${slug}?perPage=47`),
        goal: true,
      },
      {
        name: 'store JSON /api/V2/store/{slug}',
        paths: distinct(samples, (i) => `/api/V2/store/${pick(stores, i)}?${listQuery(Math.floor(i / stores.length))}`),
        warm: stores.map((slug) => `/api/V2/store/${slug}?perPage=47`),
        goal: true,
      },
      {
        name: 'search JSON /api/V2/search?q=',
        paths: distinct(samples, (i) => `/api/V2/search?q=${encodeURIComponent(pick(QUERIES, i))}&perPage=${24 - Math.floor(i / QUERIES.length)}`),
        warm: ['/api/V2/search?q=cake&perPage=47'],
        goal: true,
      },
      {
        name: 'products?q= /api/V2/products?q=',
        paths: distinct(samples, (i) => `/api/V2/products?q=${encodeURIComponent(pick(QUERIES, i + 7))}&perPage=${24 - Math.floor(i / QUERIES.length)}`),
        warm: ['/api/V2/products?q=cake&perPage=47'],
        goal: true,
      },
      {
        name: 'product JSON /api/V2/product/{slug}',
        paths: distinct(samples, (i) => `/api/V2/product/${products[(i * 7) % half]}`),
        warm: [`/api/V2/product/${products[products.length - 1]}`],
        goal: true,
      },
      {
        name: 'product page /product/{slug}',
        paths: distinct(samples, (i) => `/product/${products[half + ((i * 7) % half)]}`),
        warm: [`/product/${products[products.length - 2]}`],
        goal: true,
      },
      {
        // Pages keep their own copies of the data cache (Next keys an entry by the function's compiled text, which
        // differs between a page's bundle and a route's), so each scope is warmed by rendering its first page.
        name: 'category page /category/{slug}?sort&page',
        paths: distinct(samples, (i) => `/category/${pick(categories, i)}?${pageQuery(Math.floor(i / categories.length) + 1)}`),
        warm: categories.map((slug) => `/category/${slug}?${pageQuery(0)}`),
        goal: true,
      },
      {
        name: 'filtered category page (filter set seen before)',
        paths: distinct(samples, (i) => `/category/cakes?${pick(filterSets, i)}&${otherSort(Math.floor(i / filterSets.length))}`),
        warm: filterSets.map((set) => `/category/cakes?${set}&${pageQuery(0)}`),
        goal: true,
      },
      {
        name: 'filter box, filter set seen before (category JSON)',
        paths: distinct(samples, (i) => `/api/V2/category/cakes?${pick(filterSets, i)}&${listQuery(Math.floor(i / filterSets.length))}`),
        warm: filterSets.map((set) => `/api/V2/category/cakes?${set}&perPage=47`),
        goal: true,
      },
      {
        name: 'search page /search?q=',
        paths: distinct(samples, (i) => `/search?q=${encodeURIComponent(pick(QUERIES, i + 13))}${i >= QUERIES.length ? '&page=1' : ''}`),
        warm: ['/search?q=cake'],
        goal: true,
      },
      {
        // Never warmed: each store page's first render (issue 26: 155 ms against the demo's 34 ms). One per store.
        name: "a store page's first render /store/{slug}",
        paths: stores.slice(0, samples).map((slug) => `/store/${slug}`),
        warm: [],
        goal: true,
      },
      {
        name: 'filter box, a filter set never asked for (category JSON)',
        paths: distinct(samples, (i) => `/api/V2/category/cakes?tags=${pick(tags, i)}&color=${pick(colours, Math.floor(i / tags.length))}`),
        warm: [],
        goal: true,
      },
    ];
  } finally {
    await client.end();
  }
}
