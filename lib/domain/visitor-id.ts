// The anonymous visitor id that keys search history: 128 random bits as 32 hex digits in the `ug_vid` cookie
// (lib/server/http/cookies.ts). A cookie holding anything else is not an id (and never reaches a query): the visitor
// simply has none yet.

const VISITOR_ID = /^[0-9a-f]{32}$/;

// A request that brings no id gets a new one with its answer (the search and search-history APIs, which the search
// page calls after it is shown); a search from such a request is remembered for that visitor but not counted in
// everyone's popular searches (recordSearch's `popular`), so cookie-less requests in a loop cannot fill that list.

export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}
