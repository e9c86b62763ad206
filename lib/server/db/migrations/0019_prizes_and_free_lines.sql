-- Prizes that do what they say, and free lines in every order (issue 29 "Money and promises"). Hand-written, like
-- 0014 to 0018.
-- A code now says what it does: money off the items ('percent', 'flat'), the delivery charge off ('free_delivery',
-- up to max_discount when set) or a product added at रू 0 ('free_item', product_id). Text with a CHECK rather than
-- the enum: a value added to an enum cannot be used in the transaction that adds it, and drizzle runs every pending
-- migration in one.
ALTER TABLE "coupons" ALTER COLUMN "kind" SET DATA TYPE text USING "kind"::text;--> statement-breakpoint
DROP TYPE "public"."coupon_kind";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_id" integer REFERENCES "products"("id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_ck" CHECK ("kind" IN ('percent', 'flat', 'free_delivery', 'free_item'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_free_item_ck" CHECK ("kind" <> 'free_item' OR "product_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "game_prizes" ADD COLUMN "product_id" integer REFERENCES "products"("id");--> statement-breakpoint
-- The delivery a free-delivery prize waived (delivery_charge is what is still paid), and why a free line is free.
ALTER TABLE "orders" ADD COLUMN "delivery_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_ck" CHECK ("kind" IN ('product', 'accessory', 'gift', 'prize'));--> statement-breakpoint
-- The prizes already on the wheels. "Free delivery" was रू 150 off the items: it becomes what its name says, the
-- whole delivery charge off (no cap, as the name states none).
UPDATE "game_prizes" SET "value" = 0, "max_discount" = NULL WHERE "kind" = 'free_delivery';--> statement-breakpoint
-- "A free cupcake" was रू 180 off: it becomes a free box of cupcakes (the one most in stock), named as such.
UPDATE "game_prizes" SET
	"product_id" = (
		SELECT p."id" FROM "products" p JOIN "categories" c ON c."id" = p."category_id"
		WHERE c."slug" = 'cupcakes' AND p."is_active" AND p."type" = 'product'
		ORDER BY p."stock" DESC, p."id" LIMIT 1
	),
	"value" = 0,
	"label" = 'Free cupcake box'
WHERE "kind" = 'free_item' AND EXISTS (
	SELECT 1 FROM "products" p JOIN "categories" c ON c."id" = p."category_id" WHERE c."slug" = 'cupcakes' AND p."is_active" AND p."type" = 'product'
);--> statement-breakpoint
-- A shop without cupcakes: such a prize stays what it gave, its value off, and is named so.
UPDATE "game_prizes" SET "kind" = 'flat', "label" = 'रू ' || to_char("value" / 100, 'FM99,99,999') || ' off'
WHERE "kind" = 'free_item' AND "product_id" IS NULL;--> statement-breakpoint
ALTER TABLE "game_prizes" ADD CONSTRAINT "game_prizes_free_item_ck" CHECK ("kind" <> 'free_item' OR "product_id" IS NOT NULL);--> statement-breakpoint
-- Prizes won and not used yet: their codes now do what the prize says (a code already spent on an order stays as
-- it was charged), and the wallet's name and words and the code's description follow.
UPDATE "coupons" AS c SET "kind" = gp."kind", "value" = gp."value", "max_discount" = gp."max_discount", "product_id" = gp."product_id"
FROM "prize_wallet" w
JOIN "game_plays" pl ON pl."id" = w."source_id"
JOIN "game_prizes" gp ON gp."id" = pl."prize_id"
WHERE c."id" = w."coupon_id" AND w."source_type" IN ('roulette', 'treasure') AND w."state" = 'won'
	AND gp."kind" IN ('free_delivery', 'free_item') AND c."kind" = 'flat'
	AND NOT EXISTS (SELECT 1 FROM "coupon_redemptions" r WHERE r."coupon_id" = c."id");--> statement-breakpoint
UPDATE "prize_wallet" AS w SET
	"description" = CASE c."kind"
		WHEN 'free_delivery' THEN 'Free delivery'
		WHEN 'free_item' THEN 'A free ' || p."name" || ' with your order'
		WHEN 'flat' THEN 'रू ' || to_char(c."value" / 100, 'FM99,99,999') || ' off'
		ELSE w."description" END,
	"title" = gp."label" || ' — ' || g."title"
FROM "coupons" c
LEFT JOIN "products" p ON p."id" = c."product_id",
	"game_plays" pl
JOIN "game_prizes" gp ON gp."id" = pl."prize_id"
JOIN "games" g ON g."id" = gp."game_id"
WHERE c."id" = w."coupon_id" AND pl."id" = w."source_id" AND w."source_type" IN ('roulette', 'treasure') AND w."state" = 'won'
	AND (c."kind" IN ('free_delivery', 'free_item') OR w."description" LIKE '%on us' OR w."description" LIKE '%off your order');--> statement-breakpoint
UPDATE "coupons" AS c SET "description" = w."title" || ': ' || w."description"
FROM "prize_wallet" w
WHERE c."id" = w."coupon_id" AND w."source_type" IN ('roulette', 'treasure') AND w."state" = 'won';
