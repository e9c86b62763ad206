import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { CartLine } from '@/lib/domain/cart-types';
import { campaignCustomerPurchases, campaignProducts } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { OrderTx } from '@/lib/server/services/orders/stock';

// Per-customer limits on campaign deals ("one per person"), held by the database: each order adds its units to the
// customer's (campaign, product) row with one conditional upsert inside place-order's transaction. Parallel orders
// queue on that row's lock and each re-checks the limit against the committed count, so no interleaving passes it.

export type DealClaim = { campaignId: number; productId: number; quantity: number; limit: number | null; totalLimit: number | null; name: string; campaignName: string };

/** The limited deals (per customer, or in all) among lines priced by a campaign. */
export function dealClaims(lines: CartLine[]): DealClaim[] {
  return lines.flatMap((l) => {
    const c = l.campaign;
    if (!c || (c.perCustomerLimit === null && !c.totalLimit)) return [];
    return [{ campaignId: c.campaignId, productId: l.productId, quantity: l.quantity, limit: c.perCustomerLimit, totalLimit: c.totalLimit ?? null, name: l.name, campaignName: c.campaignName }];
  });
}

/**
 * A deal's units over all customers (issue 25): one conditional UPDATE of the campaign product's sold count, so
 * parallel orders queue on its row and none passes the total (the row's total_limit decides, not a cached copy).
 * Every limited deal's units are counted, so releaseDeals can give back what any order took.
 */
async function claimTotal(tx: OrderTx, claim: DealClaim): Promise<void> {
  const result = await tx.execute(sql`
    UPDATE campaign_products SET sold = sold + ${claim.quantity}
    WHERE campaign_id = ${claim.campaignId} AND product_id = ${claim.productId} AND (total_limit IS NULL OR sold + ${claim.quantity} <= total_limit)
    RETURNING sold`);
  if (result.rows.length === 0 && claim.totalLimit !== null) {
    const message = `“${claim.name}” at the ${claim.campaignName} price is sold out (${claim.totalLimit} in all). Remove it or buy it after the sale.`;
    throw new ApiError(409, message, 'deal_sold_out', { [`product.${claim.productId}`]: message });
  }
}

export async function claimDeals(tx: OrderTx, userId: number, claims: DealClaim[]): Promise<void> {
  // In one order of rows, so two orders taking the same deals never wait on each other crosswise.
  const ordered = [...claims].sort((a, b) => a.campaignId - b.campaignId || a.productId - b.productId);
  for (const claim of ordered) await claimTotal(tx, claim);
  for (const claim of claims) {
    if (claim.limit === null) continue;
    const result = await tx.execute<{ quantity: number }>(sql`
      INSERT INTO campaign_customer_purchases (campaign_id, product_id, user_id, quantity, updated_at)
      SELECT ${claim.campaignId}, ${claim.productId}, ${userId}, ${claim.quantity}, now() WHERE ${claim.quantity} <= ${claim.limit}
      ON CONFLICT (campaign_id, product_id, user_id) DO UPDATE
        SET quantity = campaign_customer_purchases.quantity + excluded.quantity, updated_at = now()
        WHERE campaign_customer_purchases.quantity + excluded.quantity <= ${claim.limit}
      RETURNING quantity`);
    if (result.rows.length === 0) {
      const message = `You have already bought “${claim.name}” at the ${claim.campaignName} price: at most ${claim.limit} per customer. Remove it or buy it after the sale.`;
      throw new ApiError(409, message, 'deal_limit', { [`product.${claim.productId}`]: message });
    }
  }
}

/** A cancelled order gives its deal units back, to the customer and to the deal's total (once per order). */
export async function releaseDeals(tx: OrderTx, userId: number, items: Array<{ dealCampaignId: number | null; productId: number | null; quantity: number }>): Promise<void> {
  for (const item of items) {
    if (item.dealCampaignId === null || item.productId === null) continue;
    await tx
      .update(campaignProducts)
      .set({ sold: sql`GREATEST(${campaignProducts.sold} - ${item.quantity}, 0)` })
      .where(and(eq(campaignProducts.campaignId, item.dealCampaignId), eq(campaignProducts.productId, item.productId)));
    await tx
      .update(campaignCustomerPurchases)
      .set({ quantity: sql`GREATEST(${campaignCustomerPurchases.quantity} - ${item.quantity}, 0)`, updatedAt: sql`now()` })
      .where(
        and(
          eq(campaignCustomerPurchases.campaignId, item.dealCampaignId),
          eq(campaignCustomerPurchases.productId, item.productId),
          eq(campaignCustomerPurchases.userId, userId),
        ),
      );
  }
}
