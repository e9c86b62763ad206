import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { products, users, wishlistItems } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { cardsByIds } from '@/lib/server/services/catalogue/product-card';
import { MAX_WISHES, type WishInput, type WishlistType } from '@/lib/validation/wishlist';
import { cartProductIds } from './cart-products';

// The wishlist (SPEC §7 wishes/add, wishes/delete, wish-and-cart). Adding is idempotent (the heart may be pressed
// twice, or in two tabs); removing something that is not there is not an error either. Both answer the whole list so
// the browser's hearts follow the server.

export type WishlistIds = Record<WishlistType, number[]>;

/** Which list a product is wished for in: automobiles in their own, cakes and gifts under 'product'. */
export const wishlistTypeOf = (productType: string): WishlistType => (productType === 'automobile' ? 'automobile' : 'product');

const notFoundFor = (type: WishlistType) => notFound(type === 'automobile' ? 'Automobile' : 'Product');

export const TOO_MANY_WISHES = `Your wishlist is full (${MAX_WISHES} items). Remove something you no longer want to add more.`;

/** The customer's wished product ids per list, newest first. */
export async function wishlistIds(userId: number): Promise<WishlistIds> {
  const rows = await getDb()
    .select({ productId: wishlistItems.productId, type: wishlistItems.type })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  const ids: WishlistIds = { product: [], automobile: [] };
  for (const row of rows) ids[row.type === 'automobile' ? 'automobile' : 'product'].push(row.productId);
  return ids;
}

/** wishes/add: an unknown, switched-off or other-kind product (an automobile id sent as a product) is a 404. */
export async function addWish(userId: number, input: WishInput): Promise<{ id: number; type: WishlistType; wished: true; wishlist: WishlistIds }> {
  const [product] = await getDb()
    .select({ id: products.id, type: products.type })
    .from(products)
    .where(and(eq(products.id, input.id), eq(products.isActive, true)))
    .limit(1);
  if (!product || wishlistTypeOf(product.type) !== input.type) throw notFoundFor(input.type);

  await getDb().transaction(async (tx) => {
    // Serialises this customer's wishlist writes, so the size limit holds even with many tabs.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)))
      .limit(1);
    if (existing) return;
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    if (total >= MAX_WISHES) throw new ApiError(422, TOO_MANY_WISHES, 'wishlist_full');
    await tx.insert(wishlistItems).values({ userId, productId: product.id, type: input.type }).onConflictDoNothing();
  });
  return { id: product.id, type: input.type, wished: true, wishlist: await wishlistIds(userId) };
}

/** wishes/delete: gone afterwards, whether or not it was there. */
export async function removeWish(userId: number, input: WishInput): Promise<{ id: number; type: WishlistType; wished: false; wishlist: WishlistIds }> {
  await getDb()
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, input.id)));
  return { id: input.id, type: input.type, wished: false, wishlist: await wishlistIds(userId) };
}

/** wish-and-cart (SPEC §3): {cart:{product:[ids in the cart]}, wishlist:{product:[…], automobile:[…]}}. */
export async function wishAndCart(userId: number) {
  const [cart, wishlist] = await Promise.all([cartProductIds(userId), wishlistIds(userId)]);
  return { cart: { product: cart }, wishlist };
}

export type WishlistEntry = { type: WishlistType; product: ProductCard };

/** /profile/wishlist: the wished products as cards, newest first (switched-off products are left out). */
export async function wishlistProducts(userId: number): Promise<WishlistEntry[]> {
  const ids = await wishlistIds(userId);
  const [goods, automobiles] = await Promise.all([cardsByIds(ids.product), cardsByIds(ids.automobile)]);
  return [
    ...goods.map((product) => ({ type: 'product' as const, product })),
    ...automobiles.map((product) => ({ type: 'automobile' as const, product })),
  ];
}
