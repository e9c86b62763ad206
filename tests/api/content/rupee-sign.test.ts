import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/database';

// The shop writes prices with the rupee sign, रू (lib/domain/money.ts), never "Rs": in every text the demo seed puts
// in front of shoppers — offers, banners, coupon descriptions, free-gift titles, products, posts — and in the words
// any generated picture would draw (they travel URL-encoded in /media paths).

const { db } = useTestDatabase();

const RS = /\bRs\b\.?\s*\d/;

describe('the seeded database', () => {
  it('has no amount written with "Rs" in any text column, picture path included', async () => {
    const columns = await db().execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      ORDER BY table_name, column_name`);
    expect(columns.rows.length).toBeGreaterThan(50);

    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const rows = await db().execute<{ value: string }>(
        sql`SELECT ${sql.identifier(column)}::text AS value FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
      );
      for (const { value } of rows.rows) {
        let text = value;
        try {
          text = decodeURIComponent(value);
        } catch {
          // not URL-encoded text: read as it is
        }
        if (RS.test(text)) found.push(`${table}.${column}: ${text.slice(0, 120)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('writes the amounts shoppers read in offers, banners, coupons and gifts with रू', async () => {
    const texts = await db().execute<{ value: string }>(sql`
      SELECT title || ' ' || coalesce(subtitle, '') AS value FROM offers
      UNION ALL SELECT title || ' ' || coalesce(subtitle, '') FROM banners
      UNION ALL SELECT coalesce(description, '') FROM coupons
      UNION ALL SELECT title FROM gift_rules`);
    const withAmounts = texts.rows.map((r) => r.value).filter((t) => /\d,\d{3}/.test(t));
    expect(withAmounts.length).toBeGreaterThanOrEqual(5);
    for (const text of withAmounts) expect(text).toMatch(/रू \d/);
  });
});
