import 'server-only';
import { and, desc, eq, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { coupons, products, vouchers } from '@/lib/server/db/schema';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { normaliseCode } from '@/lib/server/services/cart/coupons';
import { tableKind, type ListQuery, type Tx } from './table-kind';
import { firstUse } from './uses';

// Coupons and gift vouchers on /admin/setup. Only their rows are set here: how a code is applied to a cart (its
// window, minimum, cap, limits, who may use it) has one home, the cart (lib/domain/cart-rules.ts couponRefusal and
// couponDiscount, lib/server/services/cart/coupons.ts checkCoupon, cart/promotions.ts redeemVoucher), which reads these
// rows live on every cart read: a change holds for the very next cart, with no cache to clear.
// Personal codes (a prize in one customer's wallet, coupons.owner_user_id) are not the shop's to edit here: they are
// not listed and their ids are not found.

const PAGE = 50;

/** `LIKE` with the customer's code as a prefix (its own % and _ taken literally). */
const codePrefix = (column: typeof coupons.code | typeof vouchers.code, q: string): SQL => like(column, `${normaliseCode(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

async function listCoupons(query: ListQuery) {
  const where = and(isNull(coupons.ownerUserId), query.after ? lt(coupons.id, query.after) : undefined, query.q ? codePrefix(coupons.code, query.q) : undefined);
  // Newest first down coupons_shop_newest_idx (migration 0027), one page and one row to know there is another.
  const rows = await getDb()
    .select({
      coupon: coupons,
      used: sql<number>`(SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = ${coupons.id})`,
    })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE).map((r) => ({ ...r.coupon, used: r.used }));
  return { rows: page, next: rows.length > PAGE ? page[page.length - 1]!.id : null };
}

async function checkCoupon(tx: Tx, values: { kind: string; productId: number | null }): Promise<void> {
  if (values.kind !== 'free_item' || values.productId === null) return;
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, values.productId)).limit(1);
  if (!product) throw badRequest('Please check the highlighted fields.', { productId: 'That product does not exist.' });
}

export const couponKind = tableKind({
  entity: 'coupon',
  noun: 'coupon',
  table: coupons,
  key: coupons.id,
  keyName: 'id',
  title: (row) => row.code,
  list: listCoupons,
  unique: { coupons_code_uq: { field: 'code', message: 'A coupon with this code already exists. Choose another code.' } },
  fixed: { code: 'The code cannot change: carts, orders and wallets name the coupon by it. Add a new coupon instead.' },
  prepare: (tx, values: { kind: string; productId: number | null }) => checkCoupon(tx, values),
  manages: (row) => row.ownerUserId === null,
  visibility: { field: 'active', shownWhen: true },
  usedBy: (tx, id) =>
    firstUse(tx, [
      ['orders that used it', sql`SELECT 1 FROM coupon_redemptions WHERE coupon_id = ${id}`],
      ['prizes in customers’ wallets', sql`SELECT 1 FROM prize_wallet WHERE coupon_id = ${id}`],
      ['an influencer’s code', sql`SELECT 1 FROM influencers WHERE coupon_id = ${id}`],
    ]),
  invalidate: () => undefined,
});

async function listVouchers(query: ListQuery) {
  const where = and(query.after ? lt(vouchers.id, query.after) : undefined, query.q ? codePrefix(vouchers.code, query.q) : undefined);
  const rows = await getDb().select().from(vouchers).where(where).orderBy(desc(vouchers.id)).limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return { rows: page, next: rows.length > PAGE ? page[page.length - 1]!.id : null };
}

/** A voucher someone has claimed keeps the amount they claimed; one spent on an order is history. */
async function checkVoucher(_tx: Tx, values: { amount: number }, before: Record<string, unknown> | null): Promise<void> {
  if (!before) return;
  if (before.consumedAt) throw new ApiError(409, 'This voucher has been spent on an order: it cannot change.', 'voucher_spent');
  if (before.redeemedByUserId !== null && values.amount !== before.amount) {
    throw new ApiError(409, 'A customer has claimed this voucher: its amount stays what they claimed. You can still change its expiry.', 'voucher_claimed', {
      amount: 'A customer has claimed this voucher: its amount cannot change.',
    });
  }
}

export const voucherKind = tableKind({
  entity: 'voucher',
  noun: 'voucher',
  table: vouchers,
  key: vouchers.id,
  keyName: 'id',
  title: (row) => row.code,
  list: listVouchers,
  unique: { vouchers_code_uq: { field: 'code', message: 'A voucher with this code already exists. Choose another code.' } },
  fixed: { code: 'The code cannot change: customers may already hold it. Add a new voucher instead.' },
  prepare: (tx, values: { amount: number }, before) => checkVoucher(tx, values, before),
  usedBy: async (tx, id) => {
    const [row] = await tx.select({ redeemed: vouchers.redeemedByUserId, consumed: vouchers.consumedAt }).from(vouchers).where(eq(vouchers.id, id)).limit(1);
    if (row?.consumed) return 'an order';
    // Only a claimed voucher can be on a cart (redeemVoucher claims it first), so unclaimed means unused.
    return row?.redeemed != null ? 'a customer who claimed it' : null;
  },
  invalidate: () => undefined,
});
