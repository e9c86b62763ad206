import { eq } from 'drizzle-orm';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { campaignProducts, cancellationReasons } from '@/lib/server/db/schema';
import { requestCancellation } from '@/lib/server/services/orders';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { unpricedGift } from '../campaigns/support';
import { addressFor, call, checkoutBody, fillCart, newCustomer } from '../orders/support';
import { kathmanduMinute, saveAndPublish } from './content-shop-support';

// A deal's limit over all customers, set in the back office (issue 25): however many shoppers order at once, no more
// units sell at the campaign price than the total; a cancelled order gives its units back.

const { db } = useTestDatabase();
jest.setTimeout(90_000);

it('three shoppers ordering the last two deal units at once: two are placed, the third is told the deal is sold out', async () => {
  const manager = await newStaffMember('manager');
  const gift = await unpricedGift(5);
  const sale = Math.floor((gift.price * 0.6) / 100);
  const { entityId } = await saveAndPublish(manager, 'campaign', 'new', {
    slug: `deal-total-${Math.random().toString(36).slice(2, 8)}`, name: 'Two left', icon: '/media/campaigns/tihar.svg', description: '', tagline: '', heroImage: '',
    startsAt: kathmanduMinute(-10), endsAt: kathmanduMinute(120), isActive: true, flash: null,
    products: [{ productId: gift.id, section: 'deal', salePrice: sale, perCustomerLimit: null, totalLimit: 2 }],
  });
  const shoppers = await Promise.all([newCustomer(), newCustomer(), newCustomer()]);
  const bodies = await Promise.all(shoppers.map(async (s) => checkoutBody(await addressFor(s.userId))));
  for (const s of shoppers) await fillCart(s.userId, gift.id, 1);

  const answers = await concurrently(shoppers, 3, (s, i) => call(placeOrderRoute, '/api/V2/place-order', s, { body: bodies[i] }));
  const placed = answers.filter((a) => a.status === 201);
  expect(placed).toHaveLength(2);
  for (const p of placed) expect(p.body.data.items[0].unitPrice).toBe(sale * 100);
  const refused = answers.find((a) => a.status === 409)!;
  expect(refused.body.error.code).toBe('deal_sold_out');
  expect(refused.body.error.message).toContain('sold out (2 in all)');
  const sold = async () => (await db().select({ sold: campaignProducts.sold }).from(campaignProducts).where(eq(campaignProducts.campaignId, Number(entityId))))[0]!.sold;
  expect(await sold()).toBe(2);

  // A cancellation gives its unit back: the third shopper can now buy at the deal price.
  const first = shoppers[answers.indexOf(placed[0]!)]!;
  const [reason] = await db().select().from(cancellationReasons).limit(1);
  await requestCancellation(first.userId, { orderId: placed[0]!.body.data.id, reasonId: reason!.id });
  expect(await sold()).toBe(1);
  const third = shoppers[answers.indexOf(refused)]!;
  const again = await call(placeOrderRoute, '/api/V2/place-order', third, { body: bodies[answers.indexOf(refused)] });
  expect(again.status).toBe(201);
  expect(await sold()).toBe(2);
});
