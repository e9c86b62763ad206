-- The shop's setup (issue 25): a category's words for search engines and whether shoppers see it; the back office's
-- list of the shop's own coupons (not the personal prize codes in wallets, which can be many) newest first.
ALTER TABLE "categories" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "coupons_shop_newest_idx" ON "coupons" USING btree ("id" DESC) WHERE "owner_user_id" IS NULL;
--> statement-breakpoint
-- One slot per method and window: a second click of "Add slot" is refused (409) instead of offering the window twice.
CREATE UNIQUE INDEX "time_slots_method_window_uq" ON "time_slots" USING btree ("method_id","start_minute","end_minute");
--> statement-breakpoint
-- Whether a category is named by a coupon (deleting it would leave the coupon pointing nowhere): one indexed test
-- instead of reading every coupon, personal prize codes included.
CREATE INDEX "coupons_category_ids_idx" ON "coupons" USING gin ("category_ids") WHERE "category_ids" IS NOT NULL;
