-- The shop's merchandising content edited in the back office (issue 25).
-- Banners get the active window offers already have (null: open-ended), so a banner can be prepared ahead and end by itself.
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_ck" CHECK ("starts_at" IS NULL OR "ends_at" IS NULL OR "ends_at" > "starts_at");--> statement-breakpoint
-- A campaign product's sale price as the shop typed it (paisa, whole rupees); null: the percentage decides, as before.
-- percent_off stays (the cards' "-20%" and the seed's rows); for a typed price it holds the rounded-down share.
ALTER TABLE "campaign_products" ADD COLUMN "sale_price" integer;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_sale_price_ck" CHECK ("sale_price" IS NULL OR ("sale_price" > 0 AND "sale_price" % 100 = 0));--> statement-breakpoint
-- The deal's limit over all customers (null: none) and the units sold at the campaign price, raised by place-order.
ALTER TABLE "campaign_products" ADD COLUMN "total_limit" integer;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_total_limit_ck" CHECK ("total_limit" IS NULL OR "total_limit" > 0);--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_sold_ck" CHECK ("sold" >= 0);
