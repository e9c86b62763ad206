import 'server-only';

// What an uploaded picture really is, read from its bytes: never from its name or the type the browser declared.
// Shared by the avatar (update-profile) and upload/file (photo cakes).

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export type CheckedImage = { contentType: ImageType; bytes: Buffer; width: number; height: number };

const MAX_SIDE = 10_000;

const ascii = (bytes: Buffer, start: number, length: number) => bytes.toString('latin1', start, start + length);

function pngSize(bytes: Buffer): [number, number] | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || !signature.every((b, i) => bytes[i] === b) || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

function jpegSize(bytes: Buffer): [number, number] | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  // Walk the segments to the frame header (SOFn), which holds the dimensions.
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return [bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5)];
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): [number, number] | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
  return null;
}

/**
 * A JPEG, PNG or WebP with readable, sane dimensions and at most `maxBytes`, or null for anything else (an SVG, a
 * renamed script, a truncated or empty file, one too large). Callers turn null into their own field message.
 */
export function sniffImage(bytes: Buffer, maxBytes: number): CheckedImage | null {
  if (bytes.length === 0 || bytes.length > maxBytes) return null;
  const candidates: Array<[ImageType, [number, number] | null]> = [
    ['image/png', pngSize(bytes)],
    ['image/jpeg', jpegSize(bytes)],
    ['image/webp', webpSize(bytes)],
  ];
  const found = candidates.find(([, size]) => size !== null);
  if (!found?.[1]) return null;
  const [contentType, [width, height]] = found as [ImageType, [number, number]];
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  return { contentType, bytes, width, height };
}
