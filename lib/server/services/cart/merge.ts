import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { MAX_ACCESSORY_QUANTITY, MAX_AUTOMOBILE_QUANTITY, MAX_LINE_QUANTITY } from '@/lib/domain/cart-types';
import { getDb } from '@/lib/server/db/client';
import { carts } from '@/lib/server/db/schema';
import { findCart, guestOwner, userCart } from './carts';

// On login the guest's cart (behind the `ug_cart` cookie) joins the customer's: the same product with the same
// options becomes one line with the quantities added (capped at 20, 2 for an automobile), add-ons likewise (capped
// at 10); the customer's own note and coupon win, the guest's fill in where the customer had none. The guest cart is
// deleted. A guest's photo-cake upload has no owner, so the line's photo stays usable in the customer's cart.
//
// Exactly once, whatever arrives in parallel: after a login the page sends several cart calls at once, each with the
// same guest cookie. The guest cart row is locked (FOR UPDATE) inside the transaction that copies and deletes it, so
// a second merge waits for the first, then finds the row gone and does nothing.

/** Merges the guest cart of `guestToken` into the user's cart; returns the user's cart id (null: nothing to merge). */
export async function mergeGuestCart(guestToken: string, userId: number): Promise<number | null> {
  const owner = guestOwner(guestToken);
  if (!owner || owner.kind !== 'guest') return null;
  // Most calls with a stale cookie stop here, without creating an empty customer cart.
  if (!(await findCart(owner))) return null;
  const target = await userCart(userId);
  const cap = (productId: SQL) =>
    sql`(SELECT CASE WHEN p.type = 'automobile' THEN ${MAX_AUTOMOBILE_QUANTITY}::int ELSE ${MAX_LINE_QUANTITY}::int END FROM products p WHERE p.id = ${productId})`;
  return getDb().transaction(async (tx) => {
    // The claim: a merge that lost the race blocks here until the winner commits, then sees no row.
    const [guest] = await tx.select().from(carts).where(eq(carts.guestTokenHash, owner.tokenHash)).limit(1).for('update');
    if (!guest) return null;
    await tx.execute(sql`
      INSERT INTO cart_items (cart_id, product_id, quantity, options, options_key, unit_price_snapshot, added_at)
      SELECT ${target.id}, product_id, LEAST(quantity, ${cap(sql`ci.product_id`)}), options, options_key, unit_price_snapshot, added_at
      FROM cart_items ci WHERE cart_id = ${guest.id}
      ON CONFLICT (cart_id, product_id, options_key)
      DO UPDATE SET quantity = LEAST(cart_items.quantity + excluded.quantity, ${cap(sql`excluded.product_id`)})`);
    await tx.execute(sql`
      INSERT INTO cart_accessories (cart_id, accessory_id, product_id, quantity, unit_price_snapshot, added_at)
      SELECT ${target.id}, accessory_id, product_id, quantity, unit_price_snapshot, added_at
      FROM cart_accessories WHERE cart_id = ${guest.id}
      ON CONFLICT (cart_id, accessory_id)
      DO UPDATE SET quantity = LEAST(cart_accessories.quantity + excluded.quantity, ${MAX_ACCESSORY_QUANTITY})`);
    await tx
      .update(carts)
      .set({
        note: sql`CASE WHEN ${carts.note} = '' THEN ${guest.note} ELSE ${carts.note} END`,
        couponCode: sql`coalesce(${carts.couponCode}, ${guest.couponCode})`,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, target.id));
    await tx.delete(carts).where(eq(carts.id, guest.id));
    return target.id;
  });
}
