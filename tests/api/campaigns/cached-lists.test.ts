import { and, eq } from 'drizzle-orm';
import { campaignPrice } from '@/lib/domain/campaign-price';
import { campaignProducts, products } from '@/lib/server/db/schema';
import { getCampaignView, listCampaignProducts } from '@/lib/server/services/campaigns/campaign-page';
import { expireCampaign } from '@/lib/server/services/campaigns/invalidate';
import { advanceOrder, placeOrder } from '@/lib/server/services/orders';
import { addressFor, checkoutBody, fillCart, newCustomer } from '../orders/support';
import { useTestDatabase } from '../support/database';
import { isrPage, useNextCaches } from '../support/next-cache';
import { facetsOf, makeCampaign, unpricedBrandedGift, unpricedGift } from './support';

jest.mock('next/cache', () => jest.requireActual('../support/next-cache').nextCacheModule);

// Issue 30: a campaign's category and brand pages are cached for everyone (ISR) like the campaign page, with the same
// exactness: a copy ends at the next edge of what it shows (a flash window's end), and a write ends it at once (a
// product sold out or back in stock, an edit of the campaign). Read as the production server serves them
// (tests/api/support/next-cache.ts), through the service the pages render from, with the clock injected.

const { db } = useTestDatabase();
useNextCaches();
jest.setTimeout(60_000);

const SEC = 1000;
const base = Math.floor(Date.now() / SEC) * SEC;
const startsAt = new Date(base - 3600 * SEC);
const endsAt = new Date(base + 24 * 3600 * SEC);

type Facet = { kind: 'category' | 'brand'; slug: string };

/** A campaign list page (category or brand) at `now` as the cache serves it, counting the renders. */
function listPage(campaign: string, facet: Facet) {
  let renders = 0;
  const read = (now: number) =>
    isrPage(
      `/campaign/${campaign}/${facet.kind}/${facet.slug}`,
      async () => {
        renders += 1;
        return (await listCampaignProducts(campaign, facet, {}, new Date(now)))!;
      },
      { now },
    );
  return { read, renders: () => renders };
}

/** The campaign page itself, as cached-page.test.ts reads it. */
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

async function orderOne(productId: number, now: number): Promise<number> {
  const customer = await newCustomer();
  const body = await checkoutBody(await addressFor(customer.userId));
  await fillCart(customer.userId, productId, 1);
  return (await placeOrder(customer.userId, { ...body, now: new Date(now) })).order.id;
}

describe('a campaign’s category and brand pages at a flash sale’s end', () => {
  it.each(['category', 'brand'] as const)('the %s page: the sale price 1 s before the end, never 1 s after', async (kind) => {
    const cake = await unpricedBrandedGift(kind === 'category' ? 0 : 1);
    const flashStart = base - 600 * SEC;
    const flashEnd = flashStart + 1200 * SEC;
    const campaign = await makeCampaign({
      startsAt,
      endsAt,
      products: [{ id: cake.id, section: 'flash', percentOff: 30 }],
      flash: { firstStartsAt: new Date(flashStart), durationSeconds: 1200, repeatEverySeconds: null },
    });
    const facets = await facetsOf(cake.id);
    const page = listPage(campaign.slug, { kind, slug: kind === 'category' ? facets.category : facets.brand! });
    const priceAt = async (now: number) => (await page.read(now)).products.find((p) => p.id === cake.id)!.sellingPrice;

    expect(await priceAt(flashEnd - 2 * SEC)).toBe(campaignPrice(cake.price, 30));
    expect(await priceAt(flashEnd - SEC)).toBe(campaignPrice(cake.price, 30));
    expect(page.renders()).toBe(1); // the second read was the cached copy
    expect(await priceAt(flashEnd + SEC)).toBe(cake.price);
    expect(page.renders()).toBe(2);
  });
});

describe('a product’s stock crossing zero on the cached campaign pages', () => {
  it('sold out, then back in stock when the order is cancelled: the deal leaves and comes back at once', async () => {
    const deal = await unpricedGift(0);
    const campaign = await makeCampaign({ startsAt, endsAt, products: [{ id: deal.id, section: 'deal', percentOff: 20 }] });
    await db().update(products).set({ stock: 1 }).where(eq(products.id, deal.id));
    const main = campaignPage(campaign.slug);
    const category = listPage(campaign.slug, { kind: 'category', slug: (await facetsOf(deal.id)).category });
    const inStockOnList = async (now: number) => (await category.read(now)).products.find((p) => p.id === deal.id)?.inStock;
    expect((await main.read(base)).featureDeals.map((d) => d.id)).toEqual([deal.id]);
    expect(await inStockOnList(base)).toBe(true);

    const orderId = await orderOne(deal.id, base);
    expect((await main.read(base + SEC)).featureDeals).toEqual([]);
    expect(await inStockOnList(base + SEC)).not.toBe(true);

    await advanceOrder(orderId, 'cancelled', { now: new Date(base + 2 * SEC) });
    expect((await main.read(base + 3 * SEC)).featureDeals.map((d) => d.id)).toEqual([deal.id]);
    expect(await inStockOnList(base + 3 * SEC)).toBe(true);
    expect(main.renders()).toBe(3);
    expect(category.renders()).toBe(3);
  });

  it('a cancelled order whose product never sold out keeps the cached copies', async () => {
    const deal = await unpricedGift(1);
    const campaign = await makeCampaign({ startsAt, endsAt, products: [{ id: deal.id, section: 'deal', percentOff: 20 }] });
    const main = campaignPage(campaign.slug);
    const orderId = await orderOne(deal.id, base);
    await main.read(base);
    await advanceOrder(orderId, 'cancelled', { now: new Date(base + SEC) });
    expect((await main.read(base + 2 * SEC)).featureDeals.map((d) => d.id)).toEqual([deal.id]);
    expect(main.renders()).toBe(1);
  });
});

describe('an edit of a campaign', () => {
  it('expireCampaign (what the back office calls after its commit) shows the new percentage on every cached page at once', async () => {
    const gift = await unpricedBrandedGift(2);
    const campaign = await makeCampaign({ startsAt, endsAt, products: [{ id: gift.id, section: 'product', percentOff: 10 }] });
    const main = campaignPage(campaign.slug);
    const brand = listPage(campaign.slug, { kind: 'brand', slug: (await facetsOf(gift.id)).brand! });
    const mainPrice = async (now: number) => (await main.read(now)).products.products.find((p) => p.id === gift.id)!.sellingPrice;
    const brandPrice = async (now: number) => (await brand.read(now)).products.find((p) => p.id === gift.id)!.sellingPrice;
    expect(await mainPrice(base)).toBe(campaignPrice(gift.price, 10));
    expect(await brandPrice(base)).toBe(campaignPrice(gift.price, 10));

    await db()
      .update(campaignProducts)
      .set({ percentOff: 25 })
      .where(and(eq(campaignProducts.campaignId, campaign.id), eq(campaignProducts.productId, gift.id)));
    // Without the call the copies (and the cached price rules) would still answer 10 % off.
    expect(await mainPrice(base + SEC)).toBe(campaignPrice(gift.price, 10));
    expireCampaign(campaign.id);
    expect(await mainPrice(base + 2 * SEC)).toBe(campaignPrice(gift.price, 25));
    expect(await brandPrice(base + 2 * SEC)).toBe(campaignPrice(gift.price, 25));
  });
});
