import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { getCampaignView } from '@/lib/server/services/campaigns/campaign-page';
import { productFiltersSchema } from '@/lib/validation/catalogue';
import { existingPage, orNotFound, slugOr404 } from '../../_support/catalogue-route';
import { campaignWindow } from '@/lib/server/cache/policy';

// GET campaign/{slug}?page&filters (SPEC §3 Campaign) → data: campaign, flashSale, sliders, featureDeals, categories,
// brands, offers, stores, products (24 a page, the usual filters), filterbox; meta.pagination. Prices and states as
// of this request; a shared cache may keep it only until the next sale start or end.
export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugOr404((await params).slug, 'Campaign');
  const filters = parseOrThrow(productFiltersSchema, queryObject(request));
  const view = orNotFound(await getCampaignView(slug, filters), 'Campaign');
  const list = existingPage(view.products);
  const { campaign, flashSale, sliders, featureDeals, categories, brands, offers, stores, nextChangeAt } = view;
  return ok(
    { campaign, flashSale, sliders, featureDeals, categories, brands, offers, stores, products: list.products, filterbox: list.filterbox, nextChangeAt },
    { pagination: list.pagination },
    { cache: campaignWindow(nextChangeAt) },
  );
});
