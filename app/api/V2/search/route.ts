import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { recordSearch, searchProducts } from '@/lib/server/services/catalogue';
import { searchQuerySchema } from '@/lib/validation/catalogue';
import { setVisitorCookie, visitorId } from '../_support/visitor';

/** Product search (SPEC §7: data.products, meta.pagination); remembers the query in the visitor's history. */
export const GET = handle(async (request) => {
  const { q, page, perPage, source } = parseOrThrow(searchQuerySchema, queryObject(request));
  const visitor = visitorId(request);
  const { products, pagination } = await searchProducts({ q, page, perPage });
  // Only the first page is a new search; paging through results is not.
  if (page === 1) await recordSearch(visitor.id, q, pagination.total, { source });
  const response = ok({ products }, { pagination }, { headers: { 'Cache-Control': 'private, no-store' } });
  if (visitor.isNew) setVisitorCookie(response, visitor.id);
  return response;
});
