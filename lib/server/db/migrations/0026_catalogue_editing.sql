-- Editing the catalogue in the back office (issue 25). A product's own search-engine title and description (empty:
-- the page uses its name and description, as before), with the lengths search engines show.
ALTER TABLE "products" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_meta_title_len_ck" CHECK (char_length("meta_title") <= 60);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_meta_description_len_ck" CHECK (char_length("meta_description") <= 160);--> statement-breakpoint
-- Sale below price, as every reader already assumes (cake-rules.ts ignores a sale price that is not below).
ALTER TABLE "products" ADD CONSTRAINT "products_sale_below_price_ck" CHECK ("sale_price" IS NULL OR "sale_price" < "price") NOT VALID;--> statement-breakpoint
-- The edit's version: each back-office save names the version it was made from and moves it on, so of two editors
-- working from the same version only the first saves; the second gets 409 and overwrites nothing. A counter rather
-- than updated_at, whose microseconds a browser's ISO string would lose.
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The back office's product list reads every product, hidden ones too (the storefront's indexes are all WHERE
-- is_active). Default order: last edited first; each filter that can be rare has an index in that order, so a page
-- is an index walk of at most its own rows whatever the catalogue's size (tests/bench/admin-catalogue.ts).
CREATE INDEX "products_admin_updated_idx" ON "products" ("updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" (lower("name"), "id");--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" ("price", "id");--> statement-breakpoint
CREATE INDEX "products_admin_stock_idx" ON "products" ("stock", "id");--> statement-breakpoint
CREATE INDEX "products_admin_type_idx" ON "products" ("type", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "products_admin_store_idx" ON "products" ("store_id", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "products_admin_brand_idx" ON "products" ("brand_id", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "products_admin_hidden_idx" ON "products" ("updated_at" DESC, "id" DESC) WHERE NOT "is_active";--> statement-breakpoint
CREATE INDEX "products_admin_out_of_stock_idx" ON "products" ("updated_at" DESC, "id" DESC) WHERE "stock" <= 0;--> statement-breakpoint
CREATE INDEX "products_admin_urgent_idx" ON "products" ("updated_at" DESC, "id" DESC) WHERE "is_urgent";--> statement-breakpoint
CREATE INDEX "products_admin_ready_made_idx" ON "products" ("updated_at" DESC, "id" DESC) WHERE "is_ready_made";--> statement-breakpoint
CREATE INDEX "products_admin_category_ids_idx" ON "products" USING gin ("category_ids");--> statement-breakpoint
-- Search by name, SKU or slug, any part of them: one trigram index on the three together.
CREATE INDEX "products_admin_find_trgm_idx" ON "products" USING gin ((lower("name" || ' ' || "sku" || ' ' || "slug")) gin_trgm_ops);
