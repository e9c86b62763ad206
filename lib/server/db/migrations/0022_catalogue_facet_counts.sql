-- Issue 26: the first /products render after a restart counted the whole catalogue's filter box on demand, unnesting
-- every active product's sizes, colours and tags (1.3–1.5 s at 100,000 products on a quiet machine, 10.8 s on a busy
-- one). The catalogue-wide box is now kept here, changed by the same statements that change a product's facets or its
-- being active, as category_product_counts is (migration 0021): one row per facet value with the number of active
-- products carrying it (a value listed twice on one product counts twice, as the box always counted it), one per
-- brand (value: the brand's id), and kind 'all' (value '') for the number of active products. The box's price ends
-- are read from products_selling_price_idx (its first and last entries), so they need nothing kept.
CREATE TABLE "catalogue_facet_counts" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_facet_counts_pk" PRIMARY KEY("kind","value")
);--> statement-breakpoint
-- A product's entries in the box: one per size, colour and tag (nulls left out, as the box cannot show them), its
-- brand, and 'all'.
CREATE FUNCTION "catalogue_facets_of"(sizes text[], colors text[], tags text[], brand_id integer)
RETURNS TABLE (kind text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'all', ''
  UNION ALL SELECT 'size', v FROM unnest(sizes) AS v WHERE v IS NOT NULL
  UNION ALL SELECT 'color', v FROM unnest(colors) AS v WHERE v IS NOT NULL
  UNION ALL SELECT 'tag', v FROM unnest(tags) AS v WHERE v IS NOT NULL
  UNION ALL SELECT 'brand', brand_id::text WHERE brand_id IS NOT NULL
$$;--> statement-breakpoint
-- Every function below writes the net change per (kind, value) of one statement, in (kind, value) order: two
-- transactions changing the same values lock their rows in the same order, so they queue rather than deadlock, and a
-- statement that changes no facet and no is_active (stock, sales, prices: what orders write) writes nothing here (its
-- rows' old and new entries cancel out).
-- Rows that reach 0 stay (a value a product may carry again) and are not shown.
CREATE FUNCTION "catalogue_facets_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_facet_counts AS k (kind, value, product_count)
    SELECT f.kind, f.value, count(*)::int
    FROM new_rows n CROSS JOIN LATERAL catalogue_facets_of(n.sizes, n.colors, n.tags, n.brand_id) AS f
    WHERE n.is_active GROUP BY f.kind, f.value ORDER BY f.kind, f.value
  ON CONFLICT (kind, value) DO UPDATE SET product_count = k.product_count + EXCLUDED.product_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "catalogue_facets_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_facet_counts AS k (kind, value, product_count)
    SELECT f.kind, f.value, -count(*)::int
    FROM old_rows o CROSS JOIN LATERAL catalogue_facets_of(o.sizes, o.colors, o.tags, o.brand_id) AS f
    WHERE o.is_active GROUP BY f.kind, f.value ORDER BY f.kind, f.value
  ON CONFLICT (kind, value) DO UPDATE SET product_count = k.product_count + EXCLUDED.product_count;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update subtracts every updated row's old entries and adds its new ones, and writes the sums that are not 0. No
-- join of old_rows to new_rows: PL/pgSQL plans a trigger's query once per connection, for the transition tables of
-- the first statement it meets (a row or two: an order's stock), and kept that plan, a nested loop over both, for
-- every later statement. On 3,113 products one UPDATE of 3,000 rows then took 6.5 s here and 10.7 s in 0021's
-- category_counts_updated (19 and 32 ms on a fresh connection); at 100,000 products 10,000 rows took minutes. Without
-- a join the work is one pass over the rows whatever the plan.
CREATE FUNCTION "catalogue_facets_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_facet_counts AS k (kind, value, product_count)
    SELECT f.kind, f.value, sum(changed.d)::int
    FROM (
      SELECT n.sizes, n.colors, n.tags, n.brand_id, 1 AS d FROM new_rows n WHERE n.is_active
      UNION ALL
      SELECT o.sizes, o.colors, o.tags, o.brand_id, -1 FROM old_rows o WHERE o.is_active
    ) changed
    CROSS JOIN LATERAL catalogue_facets_of(changed.sizes, changed.colors, changed.tags, changed.brand_id) AS f
    GROUP BY f.kind, f.value HAVING sum(changed.d) <> 0 ORDER BY f.kind, f.value
  ON CONFLICT (kind, value) DO UPDATE SET product_count = k.product_count + EXCLUDED.product_count;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The same for the category counts (migration 0021): its join of old_rows to new_rows went quadratic the same way.
-- Each product still counts once per ancestor however many of its categories share it.
CREATE OR REPLACE FUNCTION "category_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_product_counts AS k (category_id, product_count)
    SELECT ancestor_id, sum(d)::int FROM (
      SELECT DISTINCT changed.id, a.ancestor_id, changed.d
      FROM (
        SELECT n.id, n.category_ids, 1 AS d FROM new_rows n WHERE n.is_active
        UNION ALL
        SELECT o.id, o.category_ids, -1 FROM old_rows o WHERE o.is_active
      ) changed
      CROSS JOIN LATERAL unnest(changed.category_ids) AS m(category_id) JOIN category_ancestry() a ON a.category_id = m.category_id
    ) per_product GROUP BY ancestor_id HAVING sum(d) <> 0 ORDER BY ancestor_id
  ON CONFLICT (category_id) DO UPDATE SET product_count = k.product_count + EXCLUDED.product_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_facets_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_facets_inserted"();--> statement-breakpoint
CREATE TRIGGER "catalogue_facets_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_facets_deleted"();--> statement-breakpoint
CREATE TRIGGER "catalogue_facets_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_facets_updated"();--> statement-breakpoint
INSERT INTO catalogue_facet_counts (kind, value, product_count)
  SELECT f.kind, f.value, count(*)::int
  FROM products p CROSS JOIN LATERAL catalogue_facets_of(p.sizes, p.colors, p.tags, p.brand_id) AS f
  WHERE p.is_active GROUP BY f.kind, f.value;
