import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { photoSrc, type PhotoRef } from '@/lib/domain/photos';
import { getDb, type Database } from '@/lib/server/db/client';
import { mediaImages, productPhotos, products } from '@/lib/server/db/schema';
import { ApiError, badRequest, notFound } from '@/lib/server/http/errors';
import { removeImageFiles } from '@/lib/server/media/images/image-files';
import { recordAudit } from '@/lib/server/services/audit/record';
import { invalidateCatalogue } from '@/lib/server/services/catalogue/invalidate';
import { discardPrepared, insertImageRow, prepareImage, type PreparedImage } from '@/lib/server/services/media/images';
import { MAX_PRODUCT_PHOTOS } from '@/lib/validation/product-photos';

// A product's photos in the back office (issue 25): add (processed before the transaction, recorded in it), reorder,
// describe (alt text), remove. Every write locks the product's row first, so two staff (or a double-click) change its
// photos one after the other: positions stay 0…n-1 without gaps or twins. After each commit the catalogue's caches
// that show the product are cleared (its card is in lists and search, its photos on its page and share image).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AdminPhoto = { id: number; position: number; alt: string; src: string; width: number; height: number; blurDataURL: string; photo: PhotoRef };
export type ProductPhotosView = { product: { id: number; name: string; slug: string; type: string }; photos: AdminPhoto[]; max: number };

const productNotFound = () => notFound('Product');

async function photoRows(db: Pick<Database, 'select'>, productId: number): Promise<AdminPhoto[]> {
  const rows = await db
    .select({
      id: productPhotos.id,
      position: productPhotos.position,
      alt: productPhotos.alt,
      imageId: mediaImages.id,
      width: mediaImages.width,
      height: mediaImages.height,
      widths: mediaImages.widths,
      blur: mediaImages.blurDataUrl,
    })
    .from(productPhotos)
    .innerJoin(mediaImages, eq(mediaImages.id, productPhotos.imageId))
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
  return rows.map((row) => {
    const photo: PhotoRef = { id: row.imageId, widths: row.widths, blurDataURL: row.blur };
    return { id: row.id, position: row.position, alt: row.alt, src: photoSrc(photo), width: row.width, height: row.height, blurDataURL: row.blur, photo };
  });
}

async function productRow(db: Pick<Database, 'select'>, productId: number, lock: boolean) {
  const query = db.select({ id: products.id, name: products.name, slug: products.slug, type: products.type }).from(products).where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw productNotFound();
  return row;
}

export async function listProductPhotos(productId: number): Promise<ProductPhotosView> {
  const db = getDb();
  const product = await productRow(db, productId, false);
  return { product, photos: await photoRows(db, productId), max: MAX_PRODUCT_PHOTOS };
}

/** Writes positions 0…n-1 in the order given (one statement). */
async function renumber(tx: Tx, productId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${productPhotos} set position = ordered.position - 1
    from unnest(${sql.param([...ids])}::int[]) with ordinality as ordered(id, position)
    where ${productPhotos.id} = ordered.id and ${productPhotos.productId} = ${productId}`);
}

async function changeAndInvalidate(productId: number, change: (tx: Tx, product: { id: number; name: string; slug: string }) => Promise<void>): Promise<ProductPhotosView> {
  const view = await getDb().transaction(async (tx) => {
    const product = await productRow(tx, productId, true);
    await change(tx, product);
    return { product, photos: await photoRows(tx, productId), max: MAX_PRODUCT_PHOTOS };
  });
  invalidateCatalogue([view.product]);
  return view;
}

/** Adds photos after the product's last one. The product must exist and stay within MAX_PRODUCT_PHOTOS. */
export async function addProductPhotos(productId: number, files: readonly Buffer[], userId: number): Promise<ProductPhotosView> {
  // Cheap checks first, so a request bound to fail does not process anything.
  const before = await listProductPhotos(productId);
  if (before.photos.length + files.length > MAX_PRODUCT_PHOTOS) throw tooMany(before.photos.length);
  const prepared: PreparedImage[] = [];
  try {
    for (const bytes of files) prepared.push(await prepareImage(bytes));
    return await changeAndInvalidate(productId, async (tx, product) => {
      // Counted again under the lock: another upload may have landed while these were processed.
      const [{ count, next }] = (await tx
        .select({ count: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${productPhotos.position}) + 1, 0)::int` })
        .from(productPhotos)
        .where(eq(productPhotos.productId, productId))) as [{ count: number; next: number }];
      if (count + prepared.length > MAX_PRODUCT_PHOTOS) throw tooMany(count);
      for (const [i, image] of prepared.entries()) {
        const row = await insertImageRow(tx, image, userId);
        const [photo] = await tx.insert(productPhotos).values({ productId, imageId: row.id, position: next + i }).returning();
        await recordAudit(tx, {
          action: 'product.add_photo',
          entity: 'product',
          entityId: productId,
          summary: `Photo ${next + i + 1} added to ${product.name}`,
          after: { productId, photoId: photo!.id, imageId: row.id, position: next + i, width: row.width, height: row.height },
        });
      }
    });
  } catch (error) {
    await discardPrepared(prepared);
    throw error;
  }
}

const tooMany = (has: number) => {
  const message = `A product keeps at most ${MAX_PRODUCT_PHOTOS} photos (this one has ${has}). Remove one first.`;
  return badRequest(message, { file: message });
};

/** Puts the photos in the order given: the ids must be exactly this product's photos (else 409: reload and retry). */
export async function reorderProductPhotos(productId: number, order: readonly number[]): Promise<ProductPhotosView> {
  return changeAndInvalidate(productId, async (tx, product) => {
    const current = await photoRows(tx, productId);
    const ids = current.map((p) => p.id);
    if (ids.length !== order.length || !order.every((id) => ids.includes(id))) {
      throw new ApiError(409, 'The photos changed since this page was loaded. Reload to see them.', 'stale', { order: 'The photos changed since this page was loaded.' });
    }
    if (ids.every((id, i) => order[i] === id)) return;
    await renumber(tx, productId, order);
    await recordAudit(tx, {
      action: 'product.reorder_photos',
      entity: 'product',
      entityId: productId,
      summary: `Photos of ${product.name} reordered`,
      before: { productId, order: ids },
      after: { productId, order: [...order] },
    });
  });
}

async function lockedPhoto(tx: Tx, productId: number, photoId: number) {
  const [photo] = await tx
    .select()
    .from(productPhotos)
    .where(and(eq(productPhotos.id, photoId), eq(productPhotos.productId, productId)))
    .for('update');
  if (!photo) throw notFound('Photo');
  return photo;
}

export async function describeProductPhoto(productId: number, photoId: number, alt: string): Promise<ProductPhotosView> {
  return changeAndInvalidate(productId, async (tx, product) => {
    const photo = await lockedPhoto(tx, productId, photoId);
    if (photo.alt === alt) return;
    await tx.update(productPhotos).set({ alt }).where(eq(productPhotos.id, photoId));
    await recordAudit(tx, {
      action: 'product.describe_photo',
      entity: 'product',
      entityId: productId,
      summary: `Description of photo ${photo.position + 1} of ${product.name} changed`,
      before: { photoId, alt: photo.alt },
      after: { photoId, alt },
    });
  });
}

/** Removes a photo (its files after the commit) and closes the gap in the positions. */
export async function removeProductPhoto(productId: number, photoId: number): Promise<ProductPhotosView> {
  let removed: { id: string; widths: number[] } | null = null;
  const view = await changeAndInvalidate(productId, async (tx, product) => {
    const photo = await lockedPhoto(tx, productId, photoId);
    await tx.delete(productPhotos).where(eq(productPhotos.id, photoId));
    const [image] = await tx.delete(mediaImages).where(eq(mediaImages.id, photo.imageId)).returning({ id: mediaImages.id, widths: mediaImages.widths });
    removed = image ?? null;
    const rest = await photoRows(tx, productId);
    await renumber(
      tx,
      productId,
      rest.map((p) => p.id),
    );
    await recordAudit(tx, {
      action: 'product.remove_photo',
      entity: 'product',
      entityId: productId,
      summary: `Photo ${photo.position + 1} removed from ${product.name}`,
      before: { productId, photoId, imageId: photo.imageId, position: photo.position, alt: photo.alt },
      after: null,
    });
  });
  const gone = removed as { id: string; widths: number[] } | null;
  // The files go once nothing names them; a failure here leaves files no page links to (harmless, and logged).
  if (gone) await removeImageFiles(gone.id, gone.widths).catch((error: unknown) => console.error('[photos] files not removed', gone.id, error));
  return view;
}
