import 'server-only';
import { randomUUID } from 'node:crypto';
import { PHOTO_FORMATS, photoSrc, photoSrcSet, type PhotoFormat, type PhotoRef } from '@/lib/domain/photos';
import { mediaStorage } from '@/lib/server/media/storage';
import type { ProcessedImage } from './process-image';

// A processed image's files in the media storage, under "images/<id>/<width>.<format>": written before the row that
// names them is committed (and removed again when that fails), removed after the row is deleted.

export const imageFileKey = (id: string, width: number, format: PhotoFormat) => `images/${id}/${width}.${format}`;

const keysOf = (id: string, widths: readonly number[]) => widths.flatMap((w) => PHOTO_FORMATS.map((format) => imageFileKey(id, w, format)));

/** Stores every file of `image` under a new id; returns the id and the bytes stored. */
export async function putImageFiles(image: ProcessedImage): Promise<{ id: string; storedBytes: number }> {
  const id = randomUUID();
  const storage = mediaStorage();
  try {
    for (const file of image.files) await storage.put(imageFileKey(id, file.width, file.format), file.bytes, file.contentType);
  } catch (error) {
    await removeImageFiles(id, image.widths).catch(() => undefined);
    throw error;
  }
  return { id, storedBytes: image.files.reduce((sum, file) => sum + file.bytes.length, 0) };
}

export function removeImageFiles(id: string, widths: readonly number[]): Promise<void> {
  return mediaStorage().delete(keysOf(id, widths));
}

/** What the API answers for an image: a JPEG src (the widest), its size, placeholder, and the srcsets per format. */
export type ImageAnswer = {
  id: string;
  src: string;
  width: number;
  height: number;
  blurDataURL: string;
  /** WebP srcset (every browser the shop supports reads WebP). */
  srcSet: string;
  sources: Record<PhotoFormat, string>;
};

export function imageAnswer(row: { id: string; width: number; height: number; widths: number[]; blurDataUrl: string }): ImageAnswer {
  const ref: PhotoRef = { id: row.id, widths: row.widths, blurDataURL: row.blurDataUrl };
  return {
    id: row.id,
    src: photoSrc(ref),
    width: row.width,
    height: row.height,
    blurDataURL: row.blurDataUrl,
    srcSet: photoSrcSet(ref, 'webp'),
    sources: { avif: photoSrcSet(ref, 'avif'), webp: photoSrcSet(ref, 'webp'), jpg: photoSrcSet(ref, 'jpg') },
  };
}
