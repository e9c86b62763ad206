import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { hashSecret, newToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { carts } from '@/lib/server/db/schema';

// Whose cart: a customer's (one per user) or a guest's (found by the SHA-256 of the token its browser keeps in the
// `ug_cart` cookie). Which one a request owns is decided in ownership.ts.

export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; tokenHash: string };

export type CartRow = typeof carts.$inferSelect;

export const GUEST_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function guestOwner(token: string): CartOwner | null {
  return GUEST_TOKEN.test(token) ? { kind: 'guest', tokenHash: hashSecret(token) } : null;
}

export async function findCart(owner: CartOwner): Promise<CartRow | null> {
  const where = owner.kind === 'user' ? eq(carts.userId, owner.userId) : eq(carts.guestTokenHash, owner.tokenHash);
  const [row] = await getDb().select().from(carts).where(where).limit(1);
  return row ?? null;
}

/** The customer's cart, created on first use (safe when two requests race: the unique index decides). */
export async function userCart(userId: number): Promise<CartRow> {
  const db = getDb();
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!row) throw new Error('cart vanished after insert');
  return row;
}

/** A new guest cart and the token for its cookie (only the token's hash is stored). */
export async function newGuestCart(): Promise<{ cart: CartRow; token: string }> {
  const token = newToken();
  const [cart] = await getDb().insert(carts).values({ guestTokenHash: hashSecret(token) }).returning();
  if (!cart) throw new Error('guest cart insert returned nothing');
  return { cart, token };
}

export async function touchCart(cartId: number, patch: Partial<Pick<CartRow, 'note' | 'couponCode' | 'voucherId'>> = {}) {
  await getDb()
    .update(carts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export async function findCartById(id: number): Promise<CartRow | null> {
  const [row] = await getDb().select().from(carts).where(eq(carts.id, id)).limit(1);
  return row ?? null;
}
