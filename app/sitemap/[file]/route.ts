import { getSitemapEntries, getSitemapPlan } from '@/lib/server/services/seo/sitemap';
import { parseSitemapChunkFile, urlsetXml } from '@/lib/seo/sitemap';
import { cacheHeaders } from '@/lib/server/cache/policy';

// /sitemap/{n}.xml: one file of at most 50,000 URLs, listed by the /sitemap.xml index once the shop outgrows one file.

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  const id = parseSitemapChunkFile(file);
  const plan = await getSitemapPlan();
  const chunk = id === null ? undefined : plan.chunks.find((c) => c.id === id);
  if (!chunk) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const entries = await getSitemapEntries(chunk.offset, chunk.limit);
  return new Response(urlsetXml(entries), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      ...cacheHeaders('sitemap'),
    },
  });
}
