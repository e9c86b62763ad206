import { renderMediaPath } from '@/lib/server/media/registry';

// Generated product and content art. The path alone says what to draw (no database lookup), so responses are
// immutable and can be cached by browsers and CDNs for a year.

export async function GET(request: Request): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  let segments: string[];
  try {
    segments = pathname.replace(/^\/media\//, '').split('/').map((s) => decodeURIComponent(s));
  } catch {
    return notFound();
  }
  const svg = renderMediaPath(segments);
  if (svg === null) return notFound();
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
