import { eq } from 'drizzle-orm';
import { POST as acceptPrices } from '@/app/api/V2/cart/accept-prices/route';
import { getDb } from '@/lib/server/db/client';
import { cakeOptions } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { configurableCake, otherProduct, plainProduct, setProduct } from './fixtures';
import { Shopper } from './visitor';

useTestDatabase();

describe('cart re-pricing on every read', () => {
  it('flags a price that moved (old → new), totals at the new price, until the customer accepts it', async () => {
    const product = await plainProduct();
    const visitor = new Shopper();
    await visitor.add({ productId: product.id, quantity: 2 });
    const newPrice = product.price + 15000;
    await setProduct(product.id, { price: newPrice });

    const res = await visitor.cart();
    const [line] = res.body.data.cartItems;
    expect(line).toMatchObject({ sellingPrice: newPrice, priceChanged: true, previousPrice: product.price, lineTotal: newPrice * 2 });
    expect(res.body.data.totals.total).toBe(newPrice * 2);
    expect(res.body.data.needsAttention).toBe(true);

    const accepted = await visitor.call(acceptPrices, '/api/V2/cart/accept-prices');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.cartItems[0].priceChanged).toBeUndefined();
    expect(accepted.body.data.needsAttention).toBe(false);
  });

  it('shows a sale as sale.price with the list price it replaces', async () => {
    const product = await plainProduct();
    const visitor = new Shopper();
    await visitor.add({ productId: product.id });
    await setProduct(product.id, { salePrice: product.price - 10000 });
    const [line] = (await visitor.cart()).body.data.cartItems;
    expect(line).toMatchObject({ sellingPrice: product.price - 10000, sale: { price: product.price - 10000, listPrice: product.price }, priceChanged: true });
  });

  it('re-prices a cake when its rules change in the database', async () => {
    const { product, options } = await configurableCake();
    const visitor = new Shopper();
    const pound = options.minPound + 1;
    const before = (await visitor.add({ productId: product.id, options: { pound } })).body.data.cartItems[0].sellingPrice;
    await getDb().update(cakeOptions).set({ pricePerExtraPound: options.pricePerExtraPound + 20000 }).where(eq(cakeOptions.productId, product.id));
    const [line] = (await visitor.cart()).body.data.cartItems;
    expect(line.sellingPrice).toBe(before + 20000);
    expect(line).toMatchObject({ priceChanged: true, previousPrice: before });
  });

  it('keeps sold-out and withdrawn lines visible, marked, and out of the total', async () => {
    const product = await plainProduct();
    const other = await otherProduct(product.id);
    const visitor = new Shopper();
    await visitor.add({ productId: product.id });
    await visitor.add({ productId: other.id, quantity: 3 });
    await setProduct(product.id, { stock: 0 });
    await setProduct(other.id, { stock: 2 });

    let res = await visitor.cart();
    const [soldOut, short] = res.body.data.cartItems;
    expect(soldOut).toMatchObject({ available: false, lineTotal: 0, issue: { code: 'sold_out' } });
    expect(short).toMatchObject({ available: false, issue: { code: 'low_stock', message: 'Only 2 left: lower the quantity to buy it.' } });
    expect(res.body.data.totals).toMatchObject({ subtotal: 0, total: 0, count: 4 });

    await setProduct(product.id, { stock: 10, isActive: false });
    res = await visitor.cart();
    expect(res.body.data.cartItems[0]).toMatchObject({ available: false, issue: { code: 'inactive' } });
  });

  it('marks a cake whose chosen option was withdrawn instead of charging a different cake', async () => {
    const { product, options } = await configurableCake();
    const visitor = new Shopper();
    await visitor.add({ productId: product.id, options: { pound: options.maxPound } });
    await getDb().update(cakeOptions).set({ maxPound: options.maxPound - 1 }).where(eq(cakeOptions.productId, product.id));
    const res = await visitor.cart();
    expect(res.body.data.cartItems[0]).toMatchObject({ available: false, issue: { code: 'options_invalid' } });
    expect(res.body.data.totals.total).toBe(0);
  });
});
