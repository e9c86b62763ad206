import { eq } from 'drizzle-orm';
import { GET as detailRoute } from '@/app/api/V2/order-detail/route';
import { GET as listRoute } from '@/app/api/V2/order-listing/route';
import { deliveryMethods } from '@/lib/server/db/schema';
import { placeOrder, recentOrders } from '@/lib/server/services/orders';
import { useTestDatabase } from '../support/database';
import { addressFor, call, checkoutBody, fillCart, giftProduct, newCustomer } from './support';

// How orders are summed up (issue 11 §2): "and 1 more" counts lines, not units; the payment and delivery method
// names are the server's; /profile's "Recent orders" lists the customer's latest orders (and only theirs).

const { db } = useTestDatabase();

async function customerWithAddress() {
  const customer = await newCustomer();
  return { customer, addressId: await addressFor(customer.userId) };
}

describe('order summaries', () => {
  it('one product × 2 is one line of 2 units; two products are two lines', async () => {
    const { customer, addressId } = await customerWithAddress();
    const [roses, chocolates] = [await giftProduct(0), await giftProduct(1)];
    await fillCart(customer.userId, roses.id, 2);
    const single = await placeOrder(customer.userId, await checkoutBody(addressId));
    await fillCart(customer.userId, roses.id, 1);
    await fillCart(customer.userId, chocolates.id, 3);
    const double = await placeOrder(customer.userId, { ...(await checkoutBody(addressId)), paymentMethod: 'esewa' });

    const res = await call(listRoute, '/api/V2/order-listing/?page=1', customer);
    const byId = new Map((res.body.data.orders as { id: number }[]).map((o) => [o.id, o]));
    expect(byId.get(single.order.id)).toMatchObject({ itemCount: 2, lineCount: 1, firstItem: { name: roses.name, quantity: 2 }, paymentLabel: 'Cash on delivery' });
    expect(byId.get(double.order.id)).toMatchObject({ itemCount: 4, lineCount: 2, firstItem: { name: roses.name, quantity: 1 }, paymentLabel: 'eSewa' });
  });

  it('the order names its delivery method as the database does', async () => {
    const { customer, addressId } = await customerWithAddress();
    await fillCart(customer.userId, (await giftProduct()).id, 1);
    const placed = await placeOrder(customer.userId, await checkoutBody(addressId));
    const [standard] = await db().select({ name: deliveryMethods.name }).from(deliveryMethods).where(eq(deliveryMethods.code, 'standard'));
    const res = await call(detailRoute, `/api/V2/order-detail?orderId=${placed.order.id}`, customer);
    expect(res.body.data.delivery).toMatchObject({ method: 'standard', methodName: standard!.name });
  });

  it('recentOrders: the customer’s latest three, newest first, nobody else’s', async () => {
    const { customer, addressId } = await customerWithAddress();
    const other = await customerWithAddress();
    const product = await giftProduct();
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await fillCart(customer.userId, product.id, 1);
      ids.push((await placeOrder(customer.userId, await checkoutBody(addressId))).order.id);
    }
    await fillCart(other.customer.userId, product.id, 1);
    await placeOrder(other.customer.userId, await checkoutBody(other.addressId));

    const recent = await recentOrders(customer.userId, 3);
    expect(recent.map((o) => o.id)).toEqual(ids.slice(1).reverse());
    expect(await recentOrders((await newCustomer('Hari')).userId)).toEqual([]);
  });
});
