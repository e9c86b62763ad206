import { customType, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { createdAt } from './columns';

// Processed images (issue 25, migration 0028): lib/server/media/images. One upload becomes several files (widths ×
// AVIF, WebP, JPEG) kept through the media storage (lib/server/media/storage); a product's photos point at them.

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The database driver of the media storage: one row per stored file, by key ("images/<id>/640.avif"). In the
 * database like the uploads, so every instance serves the same files and a backup holds them.
 */
export const mediaObjects = pgTable('media_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** One processed image: its oriented size, the widths it was encoded at, and its blur placeholder. */
export const mediaImages = pgTable('media_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Widths encoded, ascending; each as AVIF, WebP and JPEG (lib/domain/photos.ts names the files). */
  widths: integer('widths').array().notNull(),
  /** A tiny WebP as a data: URL, shown blurred while the photo loads. */
  blurDataUrl: text('blur_data_url').notNull(),
  /** What the original was (jpeg, png, webp, heif); the original itself is not kept. */
  sourceFormat: text('source_format').notNull(),
  /** Bytes of every stored file together. */
  storedBytes: integer('stored_bytes').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A product's photos in order (position 0 is its card's picture and its share image). */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // Each card reads its product's first photo by (product_id, position): one index probe per card.
    index('product_photos_product_position_idx').on(t.productId, t.position),
    // An image is one product's photo: another product never shows it.
    uniqueIndex('product_photos_image_uq').on(t.imageId),
  ],
);

export type MediaImageRow = typeof mediaImages.$inferSelect;
export type ProductPhotoRow = typeof productPhotos.$inferSelect;
