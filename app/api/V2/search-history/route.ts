import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { getSearchHistory } from '@/lib/server/services/catalogue';
import { searchHistoryQuerySchema } from '@/lib/validation/catalogue';
import { setVisitorCookie, visitorId } from '../_support/visitor';

/** The search box dropdown: this visitor's recent searches, popular searches, and product names matching ?q. */
export const GET = handle(async (request) => {
  const { q } = parseOrThrow(searchHistoryQuerySchema, queryObject(request));
  const visitor = visitorId(request);
  const history = await getSearchHistory(visitor.isNew ? null : visitor.id, q);
  const response = ok(history, undefined, { cache: 'private' });
  if (visitor.isNew) setVisitorCookie(response, request, visitor.id);
  return response;
});
