import 'server-only';
import { asc } from 'drizzle-orm';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { cachePolicy } from '@/lib/server/cache/policy';
import { getDb } from '@/lib/server/db/client';
import { errorPageLinks } from '@/lib/server/db/schema';
import { readSettings } from './settings';
import type { ErrorPageData } from './types';

async function loadErrorPage(): Promise<ErrorPageData> {
  const [settings, links] = await Promise.all([
    readSettings(['error-page']),
    getDb().select().from(errorPageLinks).orderBy(asc(errorPageLinks.position), asc(errorPageLinks.id)),
  ]);
  return {
    banner: settings['error-page']?.banner ?? null,
    links: links.map((l) => ({ url: l.url, image: l.image, title: l.title })),
  };
}

/** The not-found page's banner and link tiles (SPEC §3 Error page). Layout content: same tag and TTL as the header. */
export const getErrorPage = cached(loadErrorPage, ['content', 'error-page'], {
  tags: [cacheTags.layout],
  revalidate: cachePolicy.errorPage.revalidate,
});
