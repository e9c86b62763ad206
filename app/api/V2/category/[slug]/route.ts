import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listCategoryProducts } from '@/lib/server/services/catalogue';
import { priceEpoch } from '@/lib/server/services/campaigns/sale-rules';
import { productFiltersSchema } from '@/lib/validation/catalogue';
import { existingPage, orNotFound, slugOr404 } from '../../_support/catalogue-route';
import { stringBytes, TtlCache } from '@/lib/server/cache/ttl-cache';
import { cachePolicy } from '@/lib/server/cache/policy';
import { jsonResponse, stableKey } from '../../_support/json-cache';

// Hot path (every category page's client-side filtering and the apps read it). Two cache layers:
//  1. Next's data cache (tag 'catalogue') inside the service: the category table, the scope's filter box and the box
//     per filter set; the page itself is one index-ordered read. The list is deliberately NOT cached whole here: a
//     cache around it would nest those caches in its own, and Next skips a nested cache (issue 16: that is how the
//     catalogue-wide counts ran twice per request), while caching every sort and page would miss on every new one;
//  2. an in-process cache of the finished JSON body for 30 s, so a repeat request costs neither a cache read nor
//     serialising ~24 product cards again (see lib/server/cache/ttl-cache.ts for why a short TTL keeps it correct).
//     Filters are visitor input, so the bodies are bounded in bytes (8 MB; README "Cache bounds").
const bodies = new TtlCache<string>(8 * 1024 * 1024, cachePolicy.catalogueBodies.inProcess * 1000, stringBytes).inGroup('catalogue');

/** A category's products (its children's included) with filters; SPEC §7 reads data.products, data.filterbox. */
export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugOr404((await params).slug, 'Category');
  const filters = parseOrThrow(productFiltersSchema, queryObject(request));
  // The price epoch in the key: no kept body shows a campaign price past its end (or misses one from its start).
  const body = await bodies.get(stableKey([slug, filters, await priceEpoch()]), async () => {
    const { category, products, filterbox, pagination } = existingPage(orNotFound(await listCategoryProducts(slug, filters), 'Category'));
    return JSON.stringify({ data: { category, products, filterbox }, meta: { pagination } });
  });
  return jsonResponse(body, 'catalogue');
});
