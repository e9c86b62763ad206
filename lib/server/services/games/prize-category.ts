import 'server-only';
import { sql } from 'drizzle-orm';
import type { WalletTx } from './wallet';

// A prize "on Cakes" counts the cakes of every subcategory too (Cupcakes, Photo cakes…): its coupon carries the
// category and all its descendants, found when the prize is won (the category tree is small).

export type PrizeCategory = { ids: number[]; name: string };

export async function prizeCategory(tx: Pick<WalletTx, 'execute'>, categoryId: number | null, name: string | null): Promise<PrizeCategory | null> {
  if (categoryId === null || name === null) return null;
  const result = await tx.execute<{ ids: number[] }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM categories WHERE id = ${categoryId}
      UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    ) SELECT array_agg(id ORDER BY id) AS ids FROM tree`);
  const ids = result.rows[0]?.ids ?? [];
  return ids.length > 0 ? { ids: ids.map(Number), name } : null;
}
