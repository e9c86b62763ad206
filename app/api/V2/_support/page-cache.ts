/** The shop's own pages change when the back office edits them: shared caches may keep them a few minutes. */
export const PAGE_CACHE_HEADERS = { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=3600' } as const;
