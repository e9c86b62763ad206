import 'server-only';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_CONTENT_TYPES, type PhotoFormat, widthsFor } from '@/lib/domain/photos';
import { badRequest } from '@/lib/server/http/errors';
import { JobQueue } from './queue';

// One uploaded picture → the files pages show (issue 25): every width in PHOTO_WIDTHS up to the original's, each as
// AVIF, WebP and a JPEG fallback, upright (EXIF orientation applied) and with no metadata at all (sharp writes none
// unless asked: no camera, no GPS), plus a tiny blurred placeholder. Done once, at upload; pages serve the files.

/** The largest file accepted. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels decoded (8,000 × 5,000): a "decompression bomb" (a small file of huge dimensions) is refused unread. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** What sharp reads here: JPEG, PNG, WebP, and HEIF-family files whose codec this libvips has (AVIF; HEIC only with
 *  a libheif built with an HEVC decoder, which sharp's prebuilt binaries are not: those are refused with a message). */
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

export const IMAGE_MESSAGES = {
  missing: 'Choose a photo to upload.',
  tooBig: 'That photo is larger than 15 MB. Please choose a smaller one.',
  tooManyPixels: 'That photo is larger than 40 megapixels. Please choose a smaller one.',
  type: 'Choose a JPEG, PNG, WebP or AVIF photo.',
  unreadable: 'That file could not be read as a photo. It may be damaged; please export it again as JPEG.',
} as const;

export type EncodedFile = { width: number; format: PhotoFormat; contentType: string; bytes: Buffer };

export type ProcessedImage = {
  /** Size of the upright original. */
  width: number;
  height: number;
  widths: number[];
  blurDataURL: string;
  sourceFormat: string;
  files: EncodedFile[];
};

const refuse = (message: string) => badRequest(message, { file: message });

/**
 * Two pictures processed at a time (the machine's cores; sharp uses libuv's threads for each), sixteen waiting. Every
 * path that processes an image goes through this one queue.
 */
const queue = new JobQueue(2, 16);

/** Quality settings: AVIF at effort 3 (of 9) keeps a 1280 px encode near a second on one core. */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 3 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
  jpg: (image: Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }),
} satisfies Record<PhotoFormat, (image: Sharp) => Sharp>;

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw refuse(IMAGE_MESSAGES.missing);
  if (bytes.length > IMAGE_MAX_BYTES) throw refuse(IMAGE_MESSAGES.tooBig);
  return queue.run(() => encode(bytes));
}

async function encode(bytes: Buffer): Promise<ProcessedImage> {
  const input = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let metadata: Metadata;
  try {
    // The header only (nothing decoded), without the pixel limit, so a picture too large gets its own message.
    metadata = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(IMAGE_MESSAGES.type);
  }
  if (!metadata.format || !READABLE.has(metadata.format)) throw refuse(IMAGE_MESSAGES.type);
  if (!metadata.width || !metadata.height) throw refuse(IMAGE_MESSAGES.unreadable);
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw refuse(IMAGE_MESSAGES.tooManyPixels);

  // EXIF orientations 5–8 swap the sides.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  const widths = widthsFor(width);
  const widest = widths[widths.length - 1]!;

  // Decoded once, upright, at the widest size kept, as raw pixels (1280 × 1280 × 4 is 6.5 MB): every file is made
  // from these, not by decoding the original a dozen times.
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, input)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(IMAGE_MESSAGES.unreadable);
  }
  const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } };
  const opaque = metadata.hasAlpha !== true;
  const fromMaster = (w: number) => {
    const image = sharp(master.data, raw).resize({ width: w });
    return opaque ? image.removeAlpha() : image;
  };

  const files: EncodedFile[] = [];
  for (const w of widths) {
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      const out = await ENCODE[format](fromMaster(w)).toBuffer();
      files.push({ width: w, format, contentType: PHOTO_CONTENT_TYPES[format], bytes: out });
    }
  }
  const blur = await fromMaster(16).webp({ quality: 40 }).toBuffer();
  return {
    width,
    height,
    widths,
    blurDataURL: `data:image/webp;base64,${blur.toString('base64')}`,
    sourceFormat: metadata.format === 'heif' ? (metadata.compression ?? 'heif') : metadata.format,
    files,
  };
}
