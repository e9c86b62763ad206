import 'server-only';
import { renderMediaPath } from '@/lib/server/media/registry';
import { readImageFile } from '@/lib/server/services/media/images';
import { findPublicUpload } from '@/lib/server/uploads/store';

// A picture of the shop's own (a product's art or photo, a contest entry's photo, a store's logo) as a data: URL for a
// social card: satori would fetch any other URL, and a relative path means nothing to it. Generated art is drawn here
// from its /media path, an upload or a processed photo (/media/images) is read from storage; anything else (an outside URL) is not drawn.

/**
 * `withoutText`: leave out the picture's own lettering (a store logo writes the store's name under its emblem), which
 * the card already sets in its own fonts: text inside a picture would be drawn in whatever fonts the server's
 * rasteriser has. A generated logo's emblem then moves to the middle of its circle, larger.
 */
export async function imageDataUrl(src: string | null, { withoutText = false } = {}): Promise<string | null> {
  if (!src) return null;
  const photo = /^\/media\/images\/([0-9a-f-]{36})\/(\d+)\.jpg$/i.exec(src);
  if (photo) {
    // A product's photo: the 640 px JPEG (the card is 1200 × 630 with the picture in a part of it; satori reads JPEG),
    // or the one named when the photo is narrower.
    const found = (await readImageFile(photo[1]!, '640.jpg')) ?? (await readImageFile(photo[1]!, `${photo[2]}.jpg`));
    return found ? `data:image/jpeg;base64,${found.bytes.toString('base64')}` : null;
  }
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
  const drawn = renderMediaPath(segments);
  if (!drawn) return null;
  const svg = withoutText
    ? drawn.replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, '').replace(/<g transform="translate\(200 \d+\)"/, '<g transform="translate(200 222) scale(1.8)"')
    : drawn;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
