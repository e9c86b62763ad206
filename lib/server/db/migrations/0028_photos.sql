-- Real photos (issue 25): processed images, the files they were encoded to (the media storage's database driver),
-- and each product's photos in order. lib/server/media/images, lib/server/services/product-photos.
CREATE TABLE "media_objects" (
  "key" text PRIMARY KEY,
  "content_type" text NOT NULL,
  "bytes" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "media_images" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "widths" integer[] NOT NULL,
  "blur_data_url" text NOT NULL,
  "source_format" text NOT NULL,
  "stored_bytes" integer NOT NULL,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "product_photos" (
  "id" serial PRIMARY KEY,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "image_id" uuid NOT NULL REFERENCES "media_images"("id") ON DELETE RESTRICT,
  "position" integer NOT NULL,
  "alt" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "product_photos_product_position_idx" ON "product_photos" ("product_id", "position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_photos_image_uq" ON "product_photos" ("image_id");
