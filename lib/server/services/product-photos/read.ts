import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { ImageView } from '@/lib/domain/catalogue-types';
import { photoSrc, type PhotoRef } from '@/lib/domain/photos';
import type { Database } from '@/lib/server/db/client';
import { getDb } from '@/lib/server/db/client';
import { mediaImages, productPhotos, products } from '@/lib/server/db/schema';

// A product's photos as the storefront shows them: an ImageView carrying its PhotoRef (components/ui/art-image.tsx
// draws it as a <picture> with AVIF, WebP and JPEG srcsets and its blur placeholder).

/** The columns a photo's ImageView is made from (as the card's subquery builds them too). */
export type PhotoJson = { id: string; w: number; h: number; widths: number[]; blur: string; alt: string };

export function photoImageView(photo: PhotoJson, fallbackAlt: string): ImageView {
  const ref: PhotoRef = { id: photo.id, widths: photo.widths, blurDataURL: photo.blur };
  return { src: photoSrc(ref), width: photo.w, height: photo.h, alt: photo.alt || fallbackAlt, photo: ref };
}

/**
 * A card's first photo, read per card row by (product_id, position) on its index. In a select list PostgreSQL runs
 * this after the sort and limit (an expensive target-list expression is postponed past them), so a page of 24 cards
 * does 24 index probes, however many products the list matched.
 */
export const coverPhotoSql = sql<PhotoJson | null>`(
  select json_build_object('id', ${mediaImages.id}, 'w', ${mediaImages.width}, 'h', ${mediaImages.height},
    'widths', ${mediaImages.widths}, 'blur', ${mediaImages.blurDataUrl}, 'alt', ${productPhotos.alt})
  from ${productPhotos} join ${mediaImages} on ${mediaImages.id} = ${productPhotos.imageId}
  where ${productPhotos.productId} = ${products.id}
  order by ${productPhotos.position} limit 1)`;

/** A product's photos in order, as ImageViews (empty: the product has none and keeps its generated art). */
export async function productPhotoViews(productId: number, name: string, db: Pick<Database, 'select'> = getDb()): Promise<ImageView[]> {
  const rows = await db
    .select({ id: mediaImages.id, w: mediaImages.width, h: mediaImages.height, widths: mediaImages.widths, blur: mediaImages.blurDataUrl, alt: productPhotos.alt })
    .from(productPhotos)
    .innerJoin(mediaImages, eq(mediaImages.id, productPhotos.imageId))
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
  return rows.map((row) => photoImageView(row, name));
}
