-- Every list's sort has an index that hands rows over in that order, so a page reads ~24 rows instead of sorting the
-- whole scope (issue 16: at 100,000 products the price-sorted page went from 214 to 12 ms). Partial on is_active,
-- which every shop list filters on.
CREATE INDEX "products_popular_idx" ON "products" USING btree ("sold_count" DESC, "id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_selling_price_idx" ON "products" USING btree ((coalesce("sale_price", "price")), "id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at", "id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average" DESC, "rating_count" DESC, "id") WHERE "products"."is_active";--> statement-breakpoint
-- A product named exactly as typed is always among search's candidates.
CREATE INDEX "products_lower_name_idx" ON "products" USING btree (lower("name")) WHERE "products"."is_active";--> statement-breakpoint
-- Filters narrow the scope through these before facets are counted.
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags") WHERE "products"."is_active";--> statement-breakpoint
-- The search vocabulary: every word products can be found by, so a typo is corrected against a few thousand words
-- (an index lookup) instead of measured against every product's text. Kept by a trigger on products.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION "search_words_learn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(NEW."search_text", '')))) AS w
    WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "search_text" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "search_words_learn"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "products", unnest(tsvector_to_array("search_vector")) AS w WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Which categories and occasions a product belongs to, on the product row itself (kept by the triggers below from
-- products.category_id, product_categories and product_occasions), so a list's scope is one indexed array test read
-- with the sort index, instead of an EXISTS over the join table that PostgreSQL answers by hashing every membership of
-- the categories asked for (48,144 rows for the cakes at 100,000 products).
ALTER TABLE "products" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "occasion_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION "product_category_ids"(product integer, main integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT main UNION SELECT category_id FROM product_categories WHERE product_id = product ORDER BY 1)
$$;--> statement-breakpoint
CREATE FUNCTION "product_occasion_ids"(product integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT occasion_id FROM product_occasions WHERE product_id = product ORDER BY 1)
$$;--> statement-breakpoint
CREATE FUNCTION "products_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."category_ids" := product_category_ids(NEW."id", NEW."category_id");
  NEW."occasion_ids" := product_occasion_ids(NEW."id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_memberships" BEFORE INSERT OR UPDATE OF "category_id", "category_ids", "occasion_ids" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_memberships"();--> statement-breakpoint
-- Touching the arrays makes the BEFORE trigger above recompute them from the join tables.
CREATE FUNCTION "product_memberships_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "category_ids" = '{}' WHERE "id" IN (SELECT "product_id" FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_memberships_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "category_ids" = '{}'
    WHERE "id" IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."product_id" END, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."product_id" END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_inserted" AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "product_memberships_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_categories_deleted" AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "product_memberships_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_categories_updated" AFTER UPDATE ON "product_categories"
  FOR EACH ROW EXECUTE FUNCTION "product_memberships_row_changed"();--> statement-breakpoint
CREATE TRIGGER "product_occasions_inserted" AFTER INSERT ON "product_occasions" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "product_memberships_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_occasions_deleted" AFTER DELETE ON "product_occasions" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "product_memberships_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_occasions_updated" AFTER UPDATE ON "product_occasions"
  FOR EACH ROW EXECUTE FUNCTION "product_memberships_row_changed"();--> statement-breakpoint
UPDATE "products" SET "category_ids" = '{}';--> statement-breakpoint
-- No longer read by search (its words are corrected against search_words): 61 MB at 100,000 products, written on
-- every product write for nothing.
DROP INDEX IF EXISTS "products_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_category_ids_idx" ON "products" USING gin ("category_ids") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_occasion_ids_idx" ON "products" USING gin ("occasion_ids") WHERE "products"."is_active";
