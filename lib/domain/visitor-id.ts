// The anonymous visitor id that keys search history: 128 random bits as 32 hex digits in the `ug_vid` cookie. A cookie
// holding anything else is not an id (and never reaches a query): the visitor simply has none yet.

export const VISITOR_COOKIE = 'ug_vid';

const VISITOR_ID = /^[0-9a-f]{32}$/;

export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}
