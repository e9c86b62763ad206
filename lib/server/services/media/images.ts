import 'server-only';
import { eq } from 'drizzle-orm';
import { parsePhotoFile } from '@/lib/domain/photos';
import { getDb, type Database } from '@/lib/server/db/client';
import { mediaImages } from '@/lib/server/db/schema';
import { imageAnswer, imageFileKey, putImageFiles, removeImageFiles, type ImageAnswer } from '@/lib/server/media/images/image-files';
import { processImage, type ProcessedImage } from '@/lib/server/media/images/process-image';
import { mediaStorage, type StoredFile } from '@/lib/server/media/storage';
import { recordAudit } from '@/lib/server/services/audit/record';

// Images through the pipeline (issue 25): a blog post's picture (POST admin/images) or a product's photo
// (services/product-photos). Processing and storing happen before the transaction that records the image, so no
// row lock is held while sharp works; when that transaction fails, the files are removed again.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type PreparedImage = { id: string; processed: ProcessedImage; storedBytes: number };

/** Processes and stores one upload; the row is inserted by `insertImageRow` inside the caller's transaction. */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const processed = await processImage(bytes);
  const { id, storedBytes } = await putImageFiles(processed);
  return { id, processed, storedBytes };
}

export async function insertImageRow(tx: Pick<Database, 'insert'>, image: PreparedImage, userId: number | null) {
  const { processed } = image;
  const [row] = await tx
    .insert(mediaImages)
    .values({
      id: image.id,
      width: processed.width,
      height: processed.height,
      widths: processed.widths,
      blurDataUrl: processed.blurDataURL,
      sourceFormat: processed.sourceFormat,
      storedBytes: image.storedBytes,
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('insertImageRow: the insert returned nothing');
  return row;
}

/** Removes prepared files whose row was never committed (the caller's transaction failed). */
export async function discardPrepared(images: readonly PreparedImage[]): Promise<void> {
  await Promise.all(images.map((image) => removeImageFiles(image.id, image.processed.widths).catch(() => undefined)));
}

/** POST admin/images: one picture for the blog editor (or any content), processed and recorded. */
export async function uploadImage(bytes: Buffer, userId: number): Promise<ImageAnswer> {
  const prepared = await prepareImage(bytes);
  try {
    const row = await getDb().transaction(async (tx) => {
      const inserted = await insertImageRow(tx, prepared, userId);
      await recordAudit(tx, {
        action: 'image.upload',
        entity: 'image',
        entityId: inserted.id,
        summary: `Image uploaded (${inserted.width} × ${inserted.height}, ${prepared.processed.sourceFormat})`,
        after: { id: inserted.id, width: inserted.width, height: inserted.height, widths: inserted.widths },
      });
      return inserted;
    });
    return imageAnswer(row);
  } catch (error) {
    await discardPrepared([prepared]);
    throw error;
  }
}

/** One served file of an image ("640.avif"), or null: unknown image, width or format. */
export async function readImageFile(id: string, file: string): Promise<StoredFile | null> {
  const parsed = parsePhotoFile(file);
  if (!parsed || !UUID.test(id)) return null;
  return mediaStorage().get(imageFileKey(id, parsed.width, parsed.format));
}

/** An image's row (for the share card and the admin), or null. */
export async function findImage(id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await getDb().select().from(mediaImages).where(eq(mediaImages.id, id));
  return row ?? null;
}
