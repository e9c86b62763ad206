import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { CartLine } from '@/lib/domain/cart-types';
import { campaignCustomerPurchases } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { OrderTx } from '@/lib/server/services/orders/stock';

// Per-customer limits on campaign deals ("one per person"), held by the database: each order adds its units to the
// customer's (campaign, product) row with one conditional upsert inside place-order's transaction. Parallel orders
// queue on that row's lock and each re-checks the limit against the committed count, so no interleaving passes it.

export type DealClaim = { campaignId: number; productId: number; quantity: number; limit: number; name: string; campaignName: string };

/** The limited deals among lines priced by a campaign. */
export function dealClaims(lines: CartLine[]): DealClaim[] {
  return lines.flatMap((l) => {
    const c = l.campaign;
    if (!c || c.perCustomerLimit === null) return [];
    return [{ campaignId: c.campaignId, productId: l.productId, quantity: l.quantity, limit: c.perCustomerLimit, name: l.name, campaignName: c.campaignName }];
  });
}

export async function claimDeals(tx: OrderTx, userId: number, claims: DealClaim[]): Promise<void> {
  for (const claim of claims) {
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

/** A cancelled order gives its deal units back (called once per order, with the order's lines). */
export async function releaseDeals(tx: OrderTx, userId: number, items: Array<{ dealCampaignId: number | null; productId: number | null; quantity: number }>): Promise<void> {
  for (const item of items) {
    if (item.dealCampaignId === null || item.productId === null) continue;
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
