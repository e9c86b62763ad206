import { eq } from 'drizzle-orm';
import { products } from '@/lib/server/db/schema';
import { campaignPrice } from '@/lib/domain/campaign-price';
import { getCampaignView } from '@/lib/server/services/campaigns/campaign-page';
import { placeOrder } from '@/lib/server/services/orders';
import { addressFor, checkoutBody, fillCart, newCustomer } from '../orders/support';
import { useTestDatabase } from '../support/database';
import { isrPage, useNextCaches } from '../support/next-cache';
import { makeCampaign, unpricedGift } from './support';

jest.mock('next/cache', () => jest.requireActual('../support/next-cache').nextCacheModule);

// Issue 30: the campaign page is cached for everyone (ISR), also during a flash sale, and still exact. Read here as
// the production server serves it (tests/api/support/next-cache.ts: Next's page cache, its data cache under tags and
// its tags manifest), through the service the page renders from, with the clock injected.

const { db } = useTestDatabase();
useNextCaches();
jest.setTimeout(60_000);

const SEC = 1000;
// A campaign from an hour ago to a day from now, with a flash sale that started 10 minutes ago and lasts 20: every
// instant read at is injected, relative to the run.
const base = Math.floor(Date.now() / SEC) * SEC;
const startsAt = new Date(base - 3600 * SEC);
const endsAt = new Date(base + 24 * 3600 * SEC);
const flashStart = base - 600 * SEC;
const flashEnd = flashStart + 1200 * SEC;

/** The campaign page at `now` as the cache serves it, counting the renders. */
function campaignPage(slug: string) {
  let renders = 0;
  const read = (now: number) =>
    isrPage(
      `/campaign/${slug}`,
      async () => {
        renders += 1;
        return (await getCampaignView(slug, {}, new Date(now)))!;
      },
      { now },
    );
  return { read, renders: () => renders };
}

describe('the cached campaign page at a flash sale’s end', () => {
  it('served with the sale price 1 s before the end, never 1 s after: the copy ends at the edge', async () => {
    const cake = await unpricedGift(0);
    const campaign = await makeCampaign({
      startsAt,
      endsAt,
      products: [{ id: cake.id, section: 'flash', percentOff: 30 }],
      flash: { firstStartsAt: new Date(flashStart), durationSeconds: 1200, repeatEverySeconds: null },
    });
    const sale = campaignPrice(cake.price, 30);
    const page = campaignPage(campaign.slug);

    const before = await page.read(flashEnd - 2 * SEC);
    expect(before.flashSale).toMatchObject({ status: 'live', endsAt: new Date(flashEnd).toISOString() });
    expect(before.flashSale!.products.find((p) => p.id === cake.id)!.sellingPrice).toBe(sale);
    // A second before the end the cached copy answers, rendered once (the page really is cached).
    const cachedCopy = await page.read(flashEnd - SEC);
    expect(cachedCopy.flashSale!.products[0]!.sellingPrice).toBe(sale);
    expect(page.renders()).toBe(1);

    const after = await page.read(flashEnd + SEC);
    expect(page.renders()).toBe(2);
    expect(after.flashSale).toBeNull(); // a single window: no next one to count down to
    const card = after.products.products.find((p) => p.id === cake.id)!;
    expect(card.sellingPrice).toBe(cake.price);
    expect(card.campaign).toBeUndefined();
    expect(after.nextChangeAt).toBe(endsAt.toISOString());
  });

  it('a copy rendered before the campaign starts shows its regular prices until the start, and the sale from it', async () => {
    const gift = await unpricedGift(1);
    const later = new Date(base + 3600 * SEC);
    const campaign = await makeCampaign({ startsAt: later, endsAt, products: [{ id: gift.id, section: 'product', percentOff: 20 }] });
    const page = campaignPage(campaign.slug);
    const priceAt = async (now: number) => (await page.read(now)).products.products.find((p) => p.id === gift.id)!.sellingPrice;

    expect(await priceAt(later.getTime() - SEC)).toBe(gift.price);
    expect(await priceAt(later.getTime() + SEC)).toBe(campaignPrice(gift.price, 20));
    expect(page.renders()).toBe(2);
  });
});

describe('a deal sold out on the cached campaign page', () => {
  it('leaves the page at once when its last unit is ordered', async () => {
    const deal = await unpricedGift(2);
    const other = await unpricedGift(3);
    const campaign = await makeCampaign({
      startsAt,
      endsAt,
      products: [
        { id: deal.id, section: 'deal', percentOff: 20, perCustomerLimit: 2 },
        { id: other.id, section: 'deal', percentOff: 15 },
      ],
    });
    await db().update(products).set({ stock: 1 }).where(eq(products.id, deal.id));
    const page = campaignPage(campaign.slug);
    const now = base;
    expect((await page.read(now)).featureDeals.map((d) => d.id)).toEqual([deal.id, other.id]);

    const customer = await newCustomer();
    const body = await checkoutBody(await addressFor(customer.userId));
    await fillCart(customer.userId, deal.id, 1);
    await placeOrder(customer.userId, { ...body, now: new Date(now) });

    const after = await page.read(now + SEC);
    expect(after.featureDeals.map((d) => d.id)).toEqual([other.id]);
    expect(page.renders()).toBe(2);
  });

  it('an order that leaves units keeps the cached copy', async () => {
    const deal = await unpricedGift(4);
    const campaign = await makeCampaign({ startsAt, endsAt, products: [{ id: deal.id, section: 'deal', percentOff: 20 }] });
    const page = campaignPage(campaign.slug);
    await page.read(base);
    const customer = await newCustomer();
    const body = await checkoutBody(await addressFor(customer.userId));
    await fillCart(customer.userId, deal.id, 1);
    await placeOrder(customer.userId, { ...body, now: new Date(base) });
    expect((await page.read(base + SEC)).featureDeals.map((d) => d.id)).toEqual([deal.id]);
    expect(page.renders()).toBe(1);
  });
});
