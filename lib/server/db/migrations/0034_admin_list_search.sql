-- The back office's product list (lib/server/services/catalogue-admin/list.ts), held to within 2× of the demo
-- catalogue's time at 100,000 products by tests/bench/admin-catalogue.ts. Two cases grew with the catalogue.
--
-- A broad search in the default order ("ug-cup-00" matches 2,478 of 100,000 products) was read from the trigram
-- index: every match visited in the table for its updated_at, then sorted (13–48 ms against 3–8 ms in the demo).
-- Walking the order's index instead reads a table row per entry to test the search: about 2,000 rows for that page,
-- at several µs each (products' rows are wide, about two to a page, and lower() under C.UTF-8 costs about 2 µs a row;
-- an index holding name, SKU and slug still pays lower() per entry: PostgreSQL 15 recomputes it even when the index
-- holds the expression). So the searched text is kept lowered in admin_search, written by PostgreSQL with the row (the
-- same text the search always matched), the default order's index carries it, and the list walks that index testing
-- each entry inside it, with no table row, until the page's last match.
--
-- Which read serves a search is the planner's choice, from admin_search's statistics. With the default 100 histogram
-- entries a search matching 2.5 % of products read as matching 1 in 10,000, and the planner took the trigram index;
-- with 1,000 it tells a broad search (the walk) from a rare one ("zzqx": the trigram index, 0 rows). ANALYZE below
-- gathers them now rather than at autovacuum's next pass.
--
-- Adding the column rewrites products, which clears its visibility map: until VACUUM marks the pages all-visible
-- again, index-only scans on products (this walk, and the storefront's) read the table as well. Run
-- VACUUM (ANALYZE) products after applying this to a large catalogue (not here: a migration runs in a transaction).
ALTER TABLE "products" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (lower("name" || ' ' || "sku" || ' ' || "slug")) STORED;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "admin_search" SET STATISTICS 1000;--> statement-breakpoint
DROP INDEX "products_admin_find_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_admin_find_trgm_idx" ON "products" USING gin ("admin_search" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "products_admin_updated_idx";--> statement-breakpoint
CREATE INDEX "products_admin_updated_idx" ON "products" ("updated_at" DESC, "id" DESC) INCLUDE ("admin_search");--> statement-breakpoint
-- A type's products by price ("cakes, urgent, in stock, by price"): the price index alone walked past every cheaper
-- gift first (3,117 rows for the first page at 100,000 products); this walks the type's own products in price order.
CREATE INDEX "products_admin_type_price_idx" ON "products" ("type", "price", "id");--> statement-breakpoint
ANALYZE "products";
