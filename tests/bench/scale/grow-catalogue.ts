import type { ClientBase } from 'pg';

// Grows a seeded demo catalogue to `target` products, the way a marketplace with many stores would look: every seed
// product (cakes, gifts, combos) is copied into variants that differ in name, price, discount, stock, store, colours,
// tags, sales, rating and age, together with its join rows (extra categories, occasions, combos, reviews, cake
// options, tiers, heights, flavours, icings). Done in SQL (INSERT … SELECT), so 100,000 products take about a minute
// rather than the seed's per-row inserts.
//
// The variant words are real words a shopper could type (places, styles, occasions), so searches for them find a
// realistic share of the catalogue: rare words (a city), common ones ("chocolate") and typos ("red velvat") all have
// work to do, as they would in a real shop.

const STYLES = [
  'Deluxe', 'Homestyle', 'Royal', 'Classic', 'Fresh', 'Premium', 'Mini', 'Party', 'Festive', 'Golden', 'Signature',
  'Rustic', 'Heritage', 'Garden', 'Velvet Touch', 'Midnight', 'Sunrise', 'Family', 'Grand', 'Little',
];
const PLACES = [
  'Thamel', 'Patan', 'Bhaktapur', 'Pokhara', 'Baneshwor', 'Lazimpat', 'Jhamsikhel', 'Boudha', 'Kirtipur', 'Chitwan',
  'Butwal', 'Dharan', 'Biratnagar', 'Hetauda', 'Janakpur', 'Nepalgunj', 'Dhulikhel', 'Banepa', 'Bhairahawa', 'Itahari',
  'Birgunj', 'Damak', 'Tansen', 'Bandipur', 'Gorkha', 'Ilam', 'Palpa', 'Lumbini', 'Nagarkot', 'Godawari',
];
const EXTRA_TAGS = ['bestseller', 'new', 'gift-wrapped', 'same-day', 'handmade', 'local', 'organic', 'limited'];
const COLOURS = ['red', 'pink', 'white', 'yellow', 'blue', 'purple', 'green', 'brown', 'black', 'orange'];

/** Tables whose rows belong to a product and are copied with it (the product id column is product_id). */
const PRODUCT_TABLES = [
  'product_categories',
  'product_occasions',
  'product_combos',
  'reviews',
  'cake_options',
  'cake_tiers',
  'cake_heights',
  'cake_flavours',
  'cake_icings',
];

const literalArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

async function copyableColumns(client: ClientBase, table: string): Promise<string[]> {
  // Every column but a serial id (a new one is drawn) and generated ones.
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
        AND coalesce(column_default, '') NOT LIKE 'nextval(%'
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/** Adds products until the catalogue holds `target`; returns how many it has. Idempotent for a catalogue already that big. */
export async function growCatalogue(client: ClientBase, target: number, log: (line: string) => void = () => {}): Promise<number> {
  const { rows: [count] } = await client.query<{ n: number; seed_max: number }>(
    'SELECT count(*)::int AS n, max(id)::int AS seed_max FROM products',
  );
  const have = count?.n ?? 0;
  if (have >= target || have === 0) return have;
  const seedMax = count!.seed_max;
  const missing = target - have;
  const generations = Math.ceil(missing / have);
  log(`Growing the catalogue from ${have} to ${target} products (${generations} variants of each)…`);

  await client.query('BEGIN');
  try {
    await client.query(`
      CREATE TEMP TABLE grow_map ON COMMIT DROP AS
      SELECT src, gen, nextval(pg_get_serial_sequence('products', 'id'))::int AS new_id,
             (hashtext(src::text || ':' || gen::text) & 2147483647) AS h
      FROM (SELECT p.id AS src, g AS gen FROM products p, generate_series(1, ${generations}) g
            WHERE p.id <= ${seedMax} ORDER BY g, p.id LIMIT ${missing}) s`);
    await client.query('CREATE INDEX ON grow_map (src)');
    // The ids drawn for grow_map are the new products' ids, so the join rows below can point at them.
    const productColumns = ['id', ...(await copyableColumns(client, 'products'))];
    // What changes per variant; every other column is the source's.
    const varied: Record<string, string> = {
      id: 'm.new_id',
      slug: `p.slug || '-' || lower(replace(places[1 + m.h % ${PLACES.length}], ' ', '-')) || '-' || m.gen`,
      // "Rustic Rustic Rasmalai Naked Cake" reads as a bug: a name that already starts with the style keeps its own.
      name: `CASE WHEN p.name LIKE styles[1 + m.h % ${STYLES.length}] || ' %' THEN '' ELSE styles[1 + m.h % ${STYLES.length}] || ' ' END
        || p.name || ' · ' || places[1 + (m.h / 7) % ${PLACES.length}]`,
      sku: `p.sku || '-' || m.gen`,
      // 60–140 % of the source's price, to the nearest रू 5; a sale on about a third of them.
      price: `greatest(5000, round(p.price::bigint * (60 + m.h % 81) / 100.0 / 500) * 500)::int`,
      sale_price: `CASE WHEN m.h % 3 = 0 THEN greatest(4500, round(p.price::bigint * (60 + m.h % 81) / 100.0 * (70 + m.h % 25) / 100.0 / 500) * 500)::int END`,
      stock: `CASE WHEN m.h % 17 = 0 THEN 0 ELSE (m.h / 3) % 60 + 1 END`,
      store_id: `(SELECT id FROM stores ORDER BY id OFFSET (m.h / 11) % (SELECT count(*) FROM stores) LIMIT 1)`,
      tags: `p.tags || extra_tags[1 + (m.h / 13) % ${EXTRA_TAGS.length}]`,
      colors: `CASE WHEN cardinality(p.colors) = 0 THEN p.colors ELSE array_append(p.colors[1:1], colours[1 + (m.h / 17) % ${COLOURS.length}]) END`,
      rating_average: `CASE WHEN m.h % 5 = 0 THEN 0 ELSE 3 + (m.h % 21) / 10.0 END`,
      rating_count: `CASE WHEN m.h % 5 = 0 THEN 0 ELSE (m.h / 19) % 240 + 1 END`,
      is_trending: `p.is_trending AND m.gen % 50 = 0`,
      is_recommended: `p.is_recommended AND m.gen % 50 = 0`,
      sold_count: `(m.h / 23) % 5000`,
      search_text: `p.search_text || ' ' || lower(styles[1 + m.h % ${STYLES.length}]) || ' ' || lower(places[1 + (m.h / 7) % ${PLACES.length}])`,
      created_at: `now() - make_interval(days => (m.h / 29) % 900)`,
      updated_at: 'now()',
    };
    const select = productColumns.map((c) => varied[c] ?? `p.${c}`).join(', ');
    await client.query(`
      WITH words AS (SELECT ${literalArray(STYLES)} AS styles, ${literalArray(PLACES)} AS places,
                            ${literalArray(EXTRA_TAGS)} AS extra_tags, ${literalArray(COLOURS)} AS colours)
      INSERT INTO products (${productColumns.join(', ')})
      SELECT ${select} FROM grow_map m JOIN products p ON p.id = m.src CROSS JOIN words`);
    for (const table of PRODUCT_TABLES) {
      const columns = await copyableColumns(client, table);
      if (!columns.includes('product_id')) continue;
      const values = columns.map((c) => (c === 'product_id' ? 'm.new_id' : `t.${c}`)).join(', ');
      await client.query(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values} FROM grow_map m JOIN ${table} t ON t.product_id = m.src`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // A fresh shop's tables: no dead rows, GIN pending lists merged, statistics current.
  await client.query('VACUUM ANALYZE');
  const { rows: [after] } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  return after?.n ?? 0;
}
