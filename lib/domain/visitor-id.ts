// The anonymous visitor id that keys search history: 128 random bits as 32 hex digits in the `ug_vid` cookie. A cookie
// holding anything else is not an id (and never reaches a query): the visitor simply has none yet.

export const VISITOR_COOKIE = 'ug_vid';

const VISITOR_ID = /^[0-9a-f]{32}$/;

/**
 * Set by proxy.ts on a request whose visitor id it has just made (no cookie came with it): that visitor's search is
 * remembered for their own list but not counted in everyone's popular searches (recordSearch's `popular`). Without
 * it, every cookie-less request (a script, a crawler) was a new visitor, and a loop could put any words it liked
 * into the popular list, which ranks by how many visitors searched. A client sending it only uncounts itself.
 */
export const NEW_VISITOR_HEADER = 'x-ug-new-visitor';

export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}
