import { handle, ok } from '@/lib/server/http/respond';
import { HEADER_FOOTER_TTL } from '@/lib/server/cache/cached';
import { getErrorPage } from '@/lib/server/services/content/error-page';

// SPEC §7 "GET error-page (reads data.data)": { data: { data: { banner, links } } }.
export const GET = handle(async () => {
  const errorPage = await getErrorPage();
  return ok({ data: errorPage }, undefined, {
    headers: { 'Cache-Control': `public, max-age=3600, s-maxage=${HEADER_FOOTER_TTL}, stale-while-revalidate=3600` },
  });
});
