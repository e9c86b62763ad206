-- Campaign sales (issue 15): the existing campaigns table gains its page's words and art; the sale rules, flash-sale
-- schedules, per-customer deal counts, banner counters and automobile specs are new tables. Every table here is
-- small (campaign products: dozens per campaign) except the two counters, which are one row per key, never a log.
ALTER TABLE "campaigns" ADD COLUMN "tagline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hero_image" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_ends_idx" ON "campaigns" USING btree ("ends_at") WHERE "campaigns"."is_active";--> statement-breakpoint
CREATE TABLE "campaign_flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"title" text NOT NULL,
	"first_starts_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"repeat_every_seconds" integer,
	CONSTRAINT "campaign_flash_sales_duration_ck" CHECK ("campaign_flash_sales"."duration_seconds" > 0),
	CONSTRAINT "campaign_flash_sales_repeat_ck" CHECK ("campaign_flash_sales"."repeat_every_seconds" IS NULL OR "campaign_flash_sales"."repeat_every_seconds" >= "campaign_flash_sales"."duration_seconds")
);
--> statement-breakpoint
ALTER TABLE "campaign_flash_sales" ADD CONSTRAINT "campaign_flash_sales_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_flash_sales_campaign_uq" ON "campaign_flash_sales" USING btree ("campaign_id");--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"campaign_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"section" text NOT NULL,
	"percent_off" integer NOT NULL,
	"per_customer_limit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_products_pk" PRIMARY KEY ("campaign_id", "product_id"),
	CONSTRAINT "campaign_products_section_ck" CHECK ("campaign_products"."section" IN ('flash', 'deal', 'product')),
	CONSTRAINT "campaign_products_percent_ck" CHECK ("campaign_products"."percent_off" BETWEEN 1 AND 90),
	CONSTRAINT "campaign_products_limit_ck" CHECK ("campaign_products"."per_customer_limit" IS NULL OR "campaign_products"."per_customer_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_products_product_idx" ON "campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "campaign_products_section_idx" ON "campaign_products" USING btree ("campaign_id", "section", "position");--> statement-breakpoint
CREATE TABLE "campaign_customer_purchases" (
	"campaign_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_customer_purchases_pk" PRIMARY KEY ("campaign_id", "product_id", "user_id"),
	CONSTRAINT "campaign_customer_purchases_quantity_ck" CHECK ("campaign_customer_purchases"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_customer_purchases" ADD CONSTRAINT "campaign_customer_purchases_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_customer_purchases" ADD CONSTRAINT "campaign_customer_purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_customer_purchases" ADD CONSTRAINT "campaign_customer_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "banner_daily_stats" (
	"banner_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_daily_stats_pk" PRIMARY KEY ("banner_id", "day")
);
--> statement-breakpoint
ALTER TABLE "banner_daily_stats" ADD CONSTRAINT "banner_daily_stats_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_daily_stats_day_idx" ON "banner_daily_stats" USING btree ("day", "banner_id");--> statement-breakpoint
CREATE TABLE "automobile_specs" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"vehicle_kind" text NOT NULL,
	"range_km" integer NOT NULL,
	"top_speed_kmh" integer NOT NULL,
	"motor_watts" integer NOT NULL,
	"battery_wh" integer NOT NULL,
	"charge_hours" real NOT NULL,
	"weight_kg" integer NOT NULL,
	"payload_kg" integer NOT NULL,
	"warranty" text NOT NULL,
	"licence_needed" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automobile_specs" ADD CONSTRAINT "automobile_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deal_campaign_id" integer;
