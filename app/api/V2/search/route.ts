import { clientAddress, hitRateLimit } from '@/lib/server/auth/rate-limit';
import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { normaliseQuery, recordSearch, searchProducts } from '@/lib/server/services/catalogue';
import { priceEpoch } from '@/lib/server/services/campaigns/sale-rules';
import { searchQuerySchema } from '@/lib/validation/catalogue';
import { afterResponse } from '../_support/after-response';
import { existingPage } from '../_support/catalogue-route';
import { stringBytes, TtlCache } from '@/lib/server/cache/ttl-cache';
import { cachePolicy } from '@/lib/server/cache/policy';
import { jsonResponse } from '../_support/json-cache';
import { setVisitorCookie, visitorId } from '../_support/visitor';

// Results are the same for everyone, so the finished JSON of a query is kept in-process for 30 s (popular searches
// repeat a lot); the per-visitor part — the history entry and the cookie — is added per request. The history write
// runs after the response is sent. Every term a visitor types is a key, so the cache is bounded in bytes (8 MB, the
// least recently used dropped first; README "Cache bounds").
const SEARCH_JSON_CACHE_BYTES = 8 * 1024 * 1024;
const results = new TtlCache<{ body: string; total: number; popularForm: string | null }>(
  SEARCH_JSON_CACHE_BYTES,
  cachePolicy.catalogueBodies.inProcess * 1000,
  (value) => stringBytes(value.body) + (value.popularForm?.length ?? 0),
).inGroup('catalogue');

/**
 * HEAD (Next answers it with this handler, sending no body) is how the cached search page remembers a search after
 * it is shown (app/(shop)/search/record-search.tsx): the same record, the same rules, nothing to download.
 *
 * Product search (SPEC §7: data.products, meta.pagination; also data.didYouMean, the query as the products found spell
 * it when that differs from what was typed); remembers the query in the visitor's history.
 */
export const GET = handle(async (request) => {
  const { q, page, perPage, source } = parseOrThrow(searchQuerySchema, queryObject(request));
  const visitor = visitorId(request);
  // The price epoch in the key: no kept body shows a campaign price past its end (or misses one from its start).
  const epoch = await priceEpoch();
  const { body, total, popularForm } = await results.get(JSON.stringify([normaliseQuery(q), page, perPage, epoch]), async () => {
    const { products, pagination, didYouMean, popularForm } = existingPage(await searchProducts({ q, page, perPage }));
    return { body: JSON.stringify({ data: { products, didYouMean }, meta: { pagination } }), total: pagination.total, popularForm };
  });
  // Only the first page is a new search; paging through results is not.
  if (page === 1) {
    await afterResponse('recording a search', async () => {
      // Each remembered search is a row, so remembering is limited like every write: per visitor, and per address for
      // scripts that drop the cookie. The search itself is a read and is never refused.
      const [own, address] = await Promise.all([hitRateLimit('search-visitor', visitor.id), hitRateLimit('search-ip', clientAddress(request))]);
      if (!own.allowed || !address.allowed) return;
      // A visitor whose id this request made is not counted in popular searches (recordSearch).
      await recordSearch(visitor.id, q, total, { source, popularForm, popular: !visitor.isNew });
    });
  }
  const response = jsonResponse(body, 'private');
  if (visitor.isNew) setVisitorCookie(response, request, visitor.id);
  return response;
});
