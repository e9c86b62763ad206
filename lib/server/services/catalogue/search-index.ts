import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { getDb } from '@/lib/server/db/client';

// Writes products.search_text: every word a shopper might type to find the product. search_vector is generated
// from it by PostgreSQL. Call after creating or editing products, categories, flavours, occasions or tags (the seed
// calls it once at the end). Takes the database explicitly so the seed can pass its own connection.

export async function rebuildSearchText(db: Pick<Database, 'execute'> = getDb(), productIds?: number[]): Promise<void> {
  const only = productIds?.length
    ? sql`AND p.id IN (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    UPDATE products p SET search_text = lower(concat_ws(' ',
      p.name,
      p.type::text,
      (SELECT concat_ws(' ', c.name, parent.name) FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
        WHERE c.id = p.category_id),
      (SELECT b.name FROM brands b WHERE b.id = p.brand_id),
      (SELECT s.name FROM stores s WHERE s.id = p.store_id),
      array_to_string(p.tags, ' '),
      array_to_string(p.colors, ' '),
      array_to_string(p.sizes, ' '),
      (SELECT string_agg(c2.name, ' ') FROM product_categories pc JOIN categories c2 ON c2.id = pc.category_id
        WHERE pc.product_id = p.id),
      (SELECT string_agg(f.name, ' ') FROM cake_flavours cf JOIN flavours f ON f.id = cf.flavour_id
        WHERE cf.product_id = p.id),
      (SELECT string_agg(i.name, ' ') FROM cake_icings ci JOIN icing_types i ON i.id = ci.icing_type_id
        WHERE ci.product_id = p.id),
      (SELECT string_agg(o.name, ' ') FROM product_occasions po JOIN occasions o ON o.id = po.occasion_id
        WHERE po.product_id = p.id),
      (SELECT 'eggless' FROM cake_options co WHERE co.product_id = p.id AND co.eggless_per_pound IS NOT NULL),
      (SELECT 'photo cake' FROM cake_options co WHERE co.product_id = p.id AND co.is_photo_cake)
    ))
    WHERE true ${only}
  `);
}
