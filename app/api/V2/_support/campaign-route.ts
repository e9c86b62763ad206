// Cache headers of the campaign answers: shared caches may keep one until the next instant a price in it starts or
// ends (at most 5 minutes), and never serve it stale past that, so no CDN shows a sale price after the sale.
const MAX_AGE_S = 300;

export function campaignCacheHeaders(nextChangeAt: string | null, now = Date.now()): Record<string, string> {
  const left = nextChangeAt === null ? MAX_AGE_S : Math.floor((Date.parse(nextChangeAt) - now) / 1000);
  const maxAge = Math.max(0, Math.min(MAX_AGE_S, left));
  return { 'Cache-Control': maxAge > 0 ? `public, s-maxage=${maxAge}, must-revalidate` : 'no-store' };
}
