import { sql } from 'drizzle-orm';
import { GET as campaignRoute } from '@/app/api/V2/campaign/[slug]/route';
import { GET as campaignBrandRoute } from '@/app/api/V2/campaign/[slug]/brand/[brand]/route';
import { GET as campaignCategoryRoute } from '@/app/api/V2/campaign/[slug]/category/[category]/route';
import { campaignPrice } from '@/lib/domain/campaign-price';
import { getCampaignView } from '@/lib/server/services/campaigns/campaign-page';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

const { db } = useTestDatabase();

const get = (slug: string, query = '') => callRoute(campaignRoute, { url: `/api/V2/campaign/${slug}${query}`, params: { slug } });

describe('GET campaign/{slug}', () => {
  it('answers the running Winter Cake Festival with every SPEC field, its flash sale live or next, and campaign prices', async () => {
    const res = await get('winter-cake-festival');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['campaign', 'flashSale', 'sliders', 'featureDeals', 'categories', 'brands', 'offers', 'stores', 'products']),
    );
    expect(data.campaign).toMatchObject({ slug: 'winter-cake-festival', name: 'Winter Cake Festival', status: 'running' });
    expect(data.sliders.length).toBeGreaterThanOrEqual(3);
    expect(data.offers.length).toBeGreaterThanOrEqual(3);
    expect(data.flashSale.products).toHaveLength(4);
    expect(['live', 'upcoming']).toContain(data.flashSale.status);
    expect(Date.parse(data.flashSale.endsAt)).toBeGreaterThan(Date.now());
    // Feature deals carry their per-customer limit and are priced by the campaign (20% or 15% off the list price).
    for (const deal of data.featureDeals) {
      expect(deal.perCustomerLimit).toBe(2);
      expect(deal.campaign.campaignSlug).toBe('winter-cake-festival');
      expect([campaignPrice(deal.price, 20), campaignPrice(deal.price, 15)]).toContain(deal.sellingPrice);
    }
    expect(res.body.meta.pagination).toMatchObject({ perPage: 24, currentPage: 1 });
    expect(data.products.length).toBe(res.body.meta.pagination.count);
    expect(data.categories[0].campaignUrl).toMatch(/^\/campaign\/winter-cake-festival\/category\//);
    // A shared cache may keep it only until the next price change, and never stale.
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+, must-revalidate/);
  });

  it('prices flash-sale cards only while the window runs (clock injected)', async () => {
    const view = await getCampaignView('winter-cake-festival');
    const flash = view!.flashSale!;
    const [card] = flash.products;
    const live = await getCampaignView('winter-cake-festival', {}, new Date(Date.parse(flash.endsAt) - 1000));
    const after = await getCampaignView('winter-cake-festival', {}, new Date(Date.parse(flash.endsAt) + 1000));
    const liveCard = live!.flashSale!.products.find((p) => p.id === card!.id)!;
    const afterCard = after!.flashSale!.products.find((p) => p.id === card!.id)!;
    expect(live!.flashSale!.status).toBe('live');
    expect(liveCard.campaign?.flash).toBe(true);
    expect(liveCard.sellingPrice).toBeLessThan(liveCard.price);
    expect(after!.flashSale!.status).toBe('upcoming');
    expect(afterCard.campaign).toBeUndefined();
    expect(afterCard.sellingPrice).toBe(liveCard.campaign!.regularPrice);
  });

  it('shows a campaign banner only inside the window the back office gave it (clock injected)', async () => {
    const view = await getCampaignView('winter-cake-festival');
    const slider = view!.sliders[0]!;
    const offer = view!.offers[0]!;
    const from = new Date(Date.now() + 2 * 3600_000);
    const until = new Date(from.getTime() + 3600_000);
    await db().execute(sql`UPDATE banners SET starts_at = ${from.toISOString()}, ends_at = ${until.toISOString()} WHERE id IN (${slider.id}, ${offer.id})`);
    try {
      const ids = (v: typeof view) => [...v!.sliders, ...v!.offers].map((b) => b.id);
      expect(ids(await getCampaignView('winter-cake-festival'))).not.toEqual(expect.arrayContaining([slider.id]));
      expect(ids(await getCampaignView('winter-cake-festival', {}, new Date(from.getTime() - 1000)))).not.toContain(offer.id);
      expect(ids(await getCampaignView('winter-cake-festival', {}, from))).toEqual(expect.arrayContaining([slider.id, offer.id]));
      expect(ids(await getCampaignView('winter-cake-festival', {}, until))).not.toContain(slider.id);
      // Without the clock: the page's next change is no later than the banner's start.
      expect(Date.parse((await getCampaignView('winter-cake-festival'))!.nextChangeAt!)).toBeLessThanOrEqual(from.getTime());
    } finally {
      await db().execute(sql`UPDATE banners SET starts_at = NULL, ends_at = NULL WHERE id IN (${slider.id}, ${offer.id})`);
    }
  });

  it('says a past campaign ended and an upcoming one has not started, at catalogue prices', async () => {
    const past = await get('dashain-gift-festival');
    expect(past.body.data.campaign.status).toBe('ended');
    expect(past.body.data.products.every((p: { campaign?: unknown }) => p.campaign === undefined)).toBe(true);
    const next = await get('tihar-bhai-tika');
    expect(next.body.data.campaign.status).toBe('upcoming');
    expect(next.body.data.featureDeals.every((p: { campaign?: unknown }) => p.campaign === undefined)).toBe(true);
  });

  it('answers 404 for an unknown campaign and a page past the end, 400 for a bad page', async () => {
    expect((await get('no-such-campaign')).status).toBe(404);
    expect((await get('bad%00slug')).status).toBe(404);
    const past = await get('winter-cake-festival', '?page=99');
    expect(past.status).toBe(404);
    expect(past.body.error.code).toBe('page_not_found');
    const bad = await get('winter-cake-festival', '?page=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.page).toBeTruthy();
  });
});

describe('GET campaign/{slug}/category/{category} and brand/{brand}', () => {
  it('lists the campaign products of one category, children included, with filters and pages of 24', async () => {
    const view = await getCampaignView('winter-cake-festival');
    const category = view!.categories[0]!;
    const res = await callRoute(campaignCategoryRoute, {
      url: `/api/V2/campaign/winter-cake-festival/category/${category.slug}`,
      params: { slug: 'winter-cake-festival', category: category.slug },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.facet).toMatchObject({ kind: 'category', slug: category.slug, name: category.name });
    expect(res.body.meta.pagination.total).toBe(category.productCount);
    const campaignIds = new Set(view!.products.products.map((p) => p.id));
    expect(res.body.data.products.every((p: { id: number }) => campaignIds.has(p.id))).toBe(true);
    // The parent category ('cakes') is a page of the campaign too: its children hold the festival's cakes.
    const parent = await callRoute(campaignCategoryRoute, { url: '/api/V2/campaign/winter-cake-festival/category/cakes', params: { slug: 'winter-cake-festival', category: 'cakes' } });
    expect(parent.status).toBe(200);
    expect(parent.body.meta.pagination.total).toBeGreaterThanOrEqual(category.productCount);
    const sorted = await callRoute(campaignCategoryRoute, {
      url: '/api/V2/campaign/winter-cake-festival/category/cakes?sort=price-asc&perPage=2',
      params: { slug: 'winter-cake-festival', category: 'cakes' },
    });
    expect(sorted.body.data.products).toHaveLength(2);
  });

  it('answers 404 for a category the campaign has nothing in', async () => {
    const res = await callRoute(campaignCategoryRoute, { url: '/api/V2/campaign/winter-cake-festival/category/automobiles', params: { slug: 'winter-cake-festival', category: 'automobiles' } });
    expect(res.status).toBe(404);
  });

  it('lists a brand of the campaign, and 404 for one it does not hold', async () => {
    const view = await getCampaignView('winter-cake-festival');
    const brand = view!.brands[0]!;
    const res = await callRoute(campaignBrandRoute, { url: `/api/V2/campaign/winter-cake-festival/brand/${brand.slug}`, params: { slug: 'winter-cake-festival', brand: brand.slug } });
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination.total).toBe(brand.productCount);
    const other = await db().execute<{ slug: string }>(sql`SELECT slug FROM brands WHERE slug = 'yeti-e-mobility'`);
    const none = await callRoute(campaignBrandRoute, {
      url: `/api/V2/campaign/winter-cake-festival/brand/${other.rows[0]!.slug}`,
      params: { slug: 'winter-cake-festival', brand: other.rows[0]!.slug },
    });
    expect(none.status).toBe(404);
  });
});
