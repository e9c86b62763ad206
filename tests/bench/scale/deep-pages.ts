import { Client } from 'pg';
import { MAX_LIST_DEPTH } from '@/lib/domain/pagination';

// Issue 26 §3: deep pages. Lists are paged to MAX_LIST_DEPTH products (lib/domain/pagination.ts); the deepest page a
// list serves must cost what its first pages cost. Two checks for the scale bench: the plans of the deepest pages'
// id queries at 100,000 products (an index walk, never a Sort of the scope), and the paths of the "deep page" row.

/** The SQL orders of product-list.ts sortOrder (the price orders are read from the scope's facet columns instead). */
const SQL_ORDERS: Record<string, string> = {
  popular: 'sold_count DESC, id',
  newest: 'created_at DESC, id DESC',
  rating: 'rating_average DESC, rating_count DESC, id',
};

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

export type PlanCheck = { scope: string; sort: string; ok: boolean; plan: string };

/**
 * EXPLAINs (without running) the deepest served page's id query (product-list.ts pageIds) for each SQL sort in the
 * catalogue-wide list, its largest category, occasion and store: each must walk an index, with no Sort node.
 */
export async function checkDeepPagePlans(databaseUrl: string, perPage = 24): Promise<PlanCheck[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text: string) => (await client.query<{ v: string }>(text)).rows[0]?.v ?? '';
    const cakes = await one(`SELECT string_agg(id::text, ',') AS v FROM categories WHERE slug = 'cakes' OR parent_id = (SELECT id FROM categories WHERE slug = 'cakes')`);
    const occasion = await one(`SELECT o AS v FROM products, unnest(occasion_ids) o WHERE is_active GROUP BY o ORDER BY count(*) DESC LIMIT 1`);
    const store = await one(`SELECT store_id::text AS v FROM products WHERE is_active GROUP BY store_id ORDER BY count(*) DESC LIMIT 1`);
    const scopes: [string, string][] = [
      ['all products', 'true'],
      ['cakes (category and children)', `category_ids && '{${cakes}}'::int[]`],
      [`largest occasion (${occasion})`, `occasion_ids && '{${occasion}}'::int[]`],
      [`largest store (${store})`, `store_id = ${store}`],
    ];
    const offset = Math.ceil(MAX_LIST_DEPTH / perPage) * perPage - perPage;
    await client.query('SET jit = off');
    const checks: PlanCheck[] = [];
    for (const [scope, where] of scopes) {
      for (const [sort, order] of Object.entries(SQL_ORDERS)) {
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (FORMAT JSON) SELECT id FROM products WHERE is_active = true AND ${where} ORDER BY ${order} LIMIT ${perPage} OFFSET ${offset}`,
        );
        const all = nodes(rows[0]!['QUERY PLAN'][0].Plan);
        const walk = all.find((n) => n['Node Type'] === 'Index Only Scan' || n['Node Type'] === 'Index Scan');
        const sorted = all.some((n) => n['Node Type'].includes('Sort'));
        checks.push({
          scope,
          sort,
          ok: Boolean(walk) && !sorted,
          plan: all.map((n) => n['Node Type'] + (n['Index Name'] ? ` ${n['Index Name']}` : '')).join(' → '),
        });
      }
    }
    return checks;
  } finally {
    await client.end();
  }
}

export const DEEP_SORTS = ['popular', 'newest', 'rating', 'price-asc', 'price-desc'];

/** The list paths whose deepest page the "deep page" row reads: the catalogue-wide list, categories, occasions, stores. */
export async function deepListCandidates(demoUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: demoUrl });
  await client.connect();
  try {
    const slugs = async (text: string) => (await client.query<{ slug: string }>(text)).rows.map((r) => r.slug);
    const categories = await slugs('SELECT slug FROM categories ORDER BY position, id');
    const occasions = await slugs('SELECT slug FROM occasions ORDER BY position, id');
    const stores = await slugs('SELECT slug FROM stores ORDER BY position, id');
    return [
      '/api/V2/products?',
      ...categories.map((slug) => `/api/V2/category/${slug}?`),
      ...occasions.map((slug) => `/api/V2/occasion/${slug}?`),
      ...stores.map((slug) => `/api/V2/store/${slug}/products?`),
    ];
  } finally {
    await client.end();
  }
}

/** How many pages a list serves (its page 1's pagination.totalPages). */
export async function servedPagesOf(baseUrl: string, path: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}page=1&perPage=24`);
  if (!response.ok) return 0;
  const body = (await response.json()) as { meta?: { pagination?: { totalPages?: number } } };
  return body.meta?.pagination?.totalPages ?? 0;
}
