-- Issue 26: the category tree's product counts (home tiles, /categories, the categories API) were counted over every
-- product's memberships on demand: 0.7 s at 100,000 products on a quiet machine (1.9 s on a busy one), paid by the
-- first home render after every catalogue change. They are now kept here, changed by the same statements that change
-- a product's categories or its being active: a category counts each active product once whose category_ids (its own
-- category and its product_categories, kept on the row by migration 0005) hold it or one of its descendants.
CREATE TABLE "category_product_counts" (
	"category_id" integer PRIMARY KEY NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
	"product_count" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Every category with each of its ancestors and itself (a few dozen rows).
CREATE FUNCTION "category_ancestry"() RETURNS TABLE (category_id integer, ancestor_id integer) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(category_id, ancestor_id) AS (
    SELECT id, id FROM categories
    UNION
    SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor_id WHERE c.parent_id IS NOT NULL
  )
  SELECT category_id, ancestor_id FROM up
$$;--> statement-breakpoint
-- Per statement: an update writes only the net changes of the rows whose categories or is_active changed, so a
-- statement that changes neither (stock, sales, prices) writes nothing here.
CREATE FUNCTION "category_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_product_counts AS k (category_id, product_count)
    SELECT a.ancestor_id, count(DISTINCT n.id)::int
    FROM new_rows n CROSS JOIN LATERAL unnest(n.category_ids) AS m(category_id) JOIN category_ancestry() a ON a.category_id = m.category_id
    WHERE n.is_active GROUP BY a.ancestor_id
  ON CONFLICT (category_id) DO UPDATE SET product_count = k.product_count + EXCLUDED.product_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_product_counts k SET product_count = k.product_count - d.n
  FROM (
    SELECT a.ancestor_id, count(DISTINCT o.id)::int AS n
    FROM old_rows o CROSS JOIN LATERAL unnest(o.category_ids) AS m(category_id) JOIN category_ancestry() a ON a.category_id = m.category_id
    WHERE o.is_active GROUP BY a.ancestor_id
  ) d WHERE k.category_id = d.ancestor_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_product_counts AS k (category_id, product_count)
    SELECT ancestor_id, sum(d)::int FROM (
      SELECT DISTINCT changed.id, a.ancestor_id, changed.d
      FROM (
        SELECT n.id, n.category_ids, 1 AS d FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.is_active AND (NOT o.is_active OR o.category_ids IS DISTINCT FROM n.category_ids)
        UNION ALL
        SELECT o.id, o.category_ids, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.is_active AND (NOT n.is_active OR o.category_ids IS DISTINCT FROM n.category_ids)
      ) changed
      CROSS JOIN LATERAL unnest(changed.category_ids) AS m(category_id) JOIN category_ancestry() a ON a.category_id = m.category_id
    ) per_product GROUP BY ancestor_id HAVING sum(d) <> 0
  ON CONFLICT (category_id) DO UPDATE SET product_count = k.product_count + EXCLUDED.product_count;
  RETURN NULL;
END $$;--> statement-breakpoint
-- From scratch: at creation and whenever the tree itself changes (a category added, moved or removed: rare).
CREATE FUNCTION "category_counts_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_product_counts;
  INSERT INTO category_product_counts (category_id, product_count)
    SELECT a.ancestor_id, count(DISTINCT p.id)::int
    FROM products p CROSS JOIN LATERAL unnest(p.category_ids) AS m(category_id) JOIN category_ancestry() a ON a.category_id = m.category_id
    WHERE p.is_active GROUP BY a.ancestor_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "category_counts_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "category_counts_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "category_counts_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_updated"();--> statement-breakpoint
CREATE TRIGGER "category_counts_tree_changed" AFTER INSERT OR DELETE OR UPDATE OF "parent_id" ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_recount"();--> statement-breakpoint
INSERT INTO category_product_counts (category_id, product_count)
  SELECT a.ancestor_id, count(DISTINCT p.id)::int
  FROM products p CROSS JOIN LATERAL unnest(p.category_ids) AS m(category_id) JOIN category_ancestry() a ON a.category_id = m.category_id
  WHERE p.is_active GROUP BY a.ancestor_id;
