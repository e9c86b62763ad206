import 'server-only';
import { renderMediaPath } from '@/lib/server/media/registry';
import { findPublicUpload } from '@/lib/server/uploads/store';

// A contest's banner or an entry's photo as a data: URL for its social card (ImageResponse cannot fetch our own
// relative paths): generated art is drawn here from its /media path, an upload is read from the database.

export async function imageDataUrl(src: string | null): Promise<string | null> {
  if (!src) return null;
  const upload = /^\/media\/uploads\/([0-9a-f-]{36})$/i.exec(src);
  if (upload) {
    const found = await findPublicUpload(upload[1]!);
    // satori draws JPEG and PNG; a WebP upload gets the drawn card instead.
    if (!found || !/^image\/(png|jpeg)$/.test(found.contentType)) return null;
    return `data:${found.contentType};base64,${found.bytes.toString('base64')}`;
  }
  if (!src.startsWith('/media/')) return null;
  let segments: string[];
  try {
    segments = src.replace(/^\/media\//, '').split('/').map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const svg = renderMediaPath(segments);
  return svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null;
}
