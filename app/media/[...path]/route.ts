import { renderMediaPath } from '@/lib/server/media/registry';
import { isRasterWidth } from '@/lib/domain/art/raster';
import { rasterCopy } from '@/lib/server/media/raster';
import { cacheHeaders } from '@/lib/server/cache/policy';

// Generated product and content art. The path alone says what to draw (no database lookup), so responses are
// immutable and can be cached by browsers and CDNs for a year. `…/x.svg` is the art; `…/x.w828.webp` is a raster copy
// of it 828 px wide (lib/domain/art/raster.ts), which pages show instead of the SVG where they can.

export async function GET(request: Request): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  let segments: string[];
  try {
    segments = pathname.replace(/^\/media\//, '').split('/').map((s) => decodeURIComponent(s));
  } catch {
    return notFound();
  }
  const raster = /^(.*)\.w(\d{3,4})\.webp$/.exec(segments[segments.length - 1] ?? '');
  if (raster) segments[segments.length - 1] = `${raster[1]}.svg`;
  const svg = renderMediaPath(segments);
  if (svg === null) return notFound();
  if (!raster) return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', ...cacheHeaders('immutable'), 'X-Content-Type-Options': 'nosniff' } });

  const width = Number(raster[2]);
  if (!isRasterWidth(width)) return notFound();
  const bytes = rasterCopy(segments.join('/'), svg, width);
  if (!bytes) {
    // Not drawn yet (it is being drawn for the next ask), no sharp on this server, or too many copies queued: the SVG
    // shows the same picture now. Not kept, so the copy is asked for again next time.
    const svgPath = pathname.replace(/\.w\d+\.webp$/, '.svg');
    return new Response(null, { status: 307, headers: { Location: svgPath, ...cacheHeaders('noStore') } });
  }
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/webp', ...cacheHeaders('immutable'), 'X-Content-Type-Options': 'nosniff' } });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...cacheHeaders('missingArt') } });
}
