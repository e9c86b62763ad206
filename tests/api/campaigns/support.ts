import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { campaignFlashSales, campaignProducts, campaigns } from '@/lib/server/db/schema';

// A campaign made by the test itself, around instants the test chooses (never the seeded calendar), and a gift that
// no seeded campaign prices, so each figure comes from this campaign alone.

let made = 0;

export async function unpricedGift(offset = 0) {
  const rows = await getDb().execute<{ id: number; name: string; price: number }>(sql`
    SELECT p.id, p.name, p.price FROM products p
    WHERE p.type = 'product' AND p.is_active AND p.stock >= 25 AND p.sale_price IS NULL AND NOT p.is_urgent
      AND NOT EXISTS (SELECT 1 FROM campaign_products cp WHERE cp.product_id = p.id)
    ORDER BY p.id OFFSET ${offset} LIMIT 1`);
  const row = rows.rows[0];
  if (!row) throw new Error('seed has no unpriced gift');
  return { id: Number(row.id), name: row.name, price: Number(row.price) };
}

export async function makeCampaign(options: {
  startsAt: Date;
  endsAt: Date;
  products: Array<{ id: number; section?: 'flash' | 'deal' | 'product'; percentOff: number; perCustomerLimit?: number | null }>;
  flash?: { firstStartsAt: Date; durationSeconds: number; repeatEverySeconds: number | null };
}) {
  made += 1;
  const [campaign] = await getDb()
    .insert(campaigns)
    .values({ slug: `test-campaign-${made}`, name: `Test Campaign ${made}`, icon: '/media/icon.svg', startsAt: options.startsAt, endsAt: options.endsAt })
    .returning();
  await getDb()
    .insert(campaignProducts)
    .values(options.products.map((p, position) => ({ campaignId: campaign!.id, productId: p.id, section: p.section ?? 'product', percentOff: p.percentOff, perCustomerLimit: p.perCustomerLimit ?? null, position })));
  if (options.flash) await getDb().insert(campaignFlashSales).values({ campaignId: campaign!.id, title: 'Flash sale', ...options.flash });
  return campaign!;
}

/** A gift no seeded campaign prices that has a brand (for a campaign's brand page), like unpricedGift. */
export async function unpricedBrandedGift(offset = 0) {
  const rows = await getDb().execute<{ id: number; price: number }>(sql`
    SELECT p.id, p.price FROM products p
    WHERE p.type = 'product' AND p.is_active AND p.stock >= 25 AND p.sale_price IS NULL AND NOT p.is_urgent AND p.brand_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM campaign_products cp WHERE cp.product_id = p.id)
    ORDER BY p.id OFFSET ${offset} LIMIT 1`);
  const row = rows.rows[0];
  if (!row) throw new Error('seed has no unpriced branded gift');
  return { id: Number(row.id), price: Number(row.price) };
}

/** The slugs of a product's primary category and brand: its pages in a campaign that holds it. */
export async function facetsOf(productId: number): Promise<{ category: string; brand: string | null }> {
  const rows = await getDb().execute<{ category: string; brand: string | null }>(sql`
    SELECT c.slug AS category, b.slug AS brand FROM products p
    JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.id = ${productId}`);
  return rows.rows[0]!;
}
