import { getSitemapEntries, getSitemapPlan } from '@/lib/server/services/seo/sitemap';
import { needsSitemapIndex, sitemapChunkPath, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap';
import { cacheHeaders } from '@/lib/server/cache/policy';

// /sitemap.xml: the whole sitemap while the shop has at most 50,000 URLs; past that, a sitemap index pointing at
// /sitemap/0.xml, /sitemap/1.xml… (app/sitemap/[file]/route.ts). A route handler rather than app/sitemap.ts because
// Next's generateSitemaps does not write the index file, and crawlers look for /sitemap.xml first.

export const dynamic = 'force-dynamic';

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  ...cacheHeaders('sitemap'),
};

export async function GET(): Promise<Response> {
  const plan = await getSitemapPlan();
  if (needsSitemapIndex(plan.total)) {
    const files = plan.chunks.map((chunk) => ({ path: sitemapChunkPath(chunk.id), lastModified: plan.lastModified }));
    return new Response(sitemapIndexXml(files), { headers: XML_HEADERS });
  }
  const entries = await getSitemapEntries(0, plan.total);
  return new Response(urlsetXml(entries), { headers: XML_HEADERS });
}
