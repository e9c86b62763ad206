import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listCampaignProducts } from '@/lib/server/services/campaigns/campaign-page';
import { productFiltersSchema } from '@/lib/validation/catalogue';
import { existingPage, orNotFound, slugOr404 } from '../../../../_support/catalogue-route';

// GET campaign/{slug}/category/{categorySlug}?page&filters → data: campaign, facet, products (the campaign's products in
// that category, 24 a page), filterbox; meta.pagination. Priced as of this request, so never kept by shared caches.
export const GET = handle<{ params: Promise<{ slug: string; category: string }> }>(async (request, { params }) => {
  const path = await params;
  const slug = slugOr404(path.slug, 'Campaign');
  const facet = slugOr404(path.category, 'Category');
  const filters = parseOrThrow(productFiltersSchema, queryObject(request));
  const page = existingPage(orNotFound(await listCampaignProducts(slug, { kind: 'category', slug: facet }, filters), 'Campaign category'));
  const { campaign, products, filterbox, pagination } = page;
  return ok({ campaign, facet: page.facet, products, filterbox }, { pagination }, { cache: 'noStore' });
});
