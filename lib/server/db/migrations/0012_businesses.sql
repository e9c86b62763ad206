-- Issue 14, the influencer and business half: influencers (an application staff review, a personal coupon, the
-- orders attributed to it), businesses (verified by staff, a public page, a follower count kept on the row) and their
-- vacancies, which are job_postings rows with a business and a status so /careers and career/apply serve both.
CREATE TABLE "influencers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instagram_handle" text,
	"instagram_followers" integer DEFAULT 0 NOT NULL,
	"tiktok_handle" text,
	"tiktok_followers" integer DEFAULT 0 NOT NULL,
	"youtube_handle" text,
	"youtube_followers" integer DEFAULT 0 NOT NULL,
	"facebook_handle" text,
	"facebook_followers" integer DEFAULT 0 NOT NULL,
	"follower_count" integer GENERATED ALWAYS AS ("instagram_followers" + "tiktok_followers" + "youtube_followers" + "facebook_followers") STORED NOT NULL,
	"niche" text NOT NULL,
	"city" text NOT NULL,
	"pitch" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"coupon_id" integer,
	"order_count" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencers_status_ck" CHECK ("influencers"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "influencers_followers_ck" CHECK ("influencers"."instagram_followers" >= 0 and "influencers"."tiktok_followers" >= 0 and "influencers"."youtube_followers" >= 0 and "influencers"."facebook_followers" >= 0),
	CONSTRAINT "influencers_totals_ck" CHECK ("influencers"."order_count" >= 0 and "influencers"."revenue" >= 0)
);
--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One application per person (a double tap or two tabs make one); one influencer per coupon (attribution is exact).
CREATE UNIQUE INDEX "influencers_user_uq" ON "influencers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "influencers_coupon_uq" ON "influencers" USING btree ("coupon_id");--> statement-breakpoint
-- The influencer list: approved only, most followers first, optionally one niche and/or one city.
CREATE INDEX "influencers_approved_followers_idx" ON "influencers" USING btree ("follower_count" DESC, "id" DESC) WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "influencers_approved_niche_idx" ON "influencers" USING btree ("niche", "follower_count" DESC, "id" DESC) WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "influencers_approved_city_idx" ON "influencers" USING btree ("city", "follower_count" DESC, "id" DESC) WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "influencers_approved_newest_idx" ON "influencers" USING btree ("reviewed_at" DESC, "id" DESC) WHERE "status" = 'approved';--> statement-breakpoint
-- Staff's queue: the oldest pending application first.
CREATE INDEX "influencers_pending_idx" ON "influencers" USING btree ("created_at", "id") WHERE "status" = 'pending';--> statement-breakpoint
-- Orders placed with an influencer's code (set by place-order in the order's own transaction).
ALTER TABLE "orders" ADD COLUMN "influencer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_influencer_created_idx" ON "orders" USING btree ("influencer_id", "created_at" DESC, "id" DESC) WHERE "influencer_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"pan" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"logo_upload_id" uuid,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"verified_at" timestamp with time zone,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_status_ck" CHECK ("businesses"."status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "businesses_type_ck" CHECK ("businesses"."type" in ('bakery', 'florist', 'hotel', 'restaurant', 'cafe', 'courier', 'gift-shop', 'other')),
	CONSTRAINT "businesses_pan_ck" CHECK ("businesses"."pan" ~ '^[0-9]{9}$'),
	CONSTRAINT "businesses_point_ck" CHECK ("businesses"."latitude" BETWEEN 26.3 AND 30.5 and "businesses"."longitude" BETWEEN 80 AND 88.3),
	CONSTRAINT "businesses_followers_ck" CHECK ("businesses"."follower_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_slug_uq" ON "businesses" USING btree ("slug");--> statement-breakpoint
-- A PAN is one registered business: the second registration of it (a double tap, or someone else's) is refused.
CREATE UNIQUE INDEX "businesses_pan_uq" ON "businesses" USING btree ("pan");--> statement-breakpoint
CREATE INDEX "businesses_owner_created_idx" ON "businesses" USING btree ("owner_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "businesses_pending_idx" ON "businesses" USING btree ("created_at", "id") WHERE "status" = 'pending';--> statement-breakpoint
-- Vacancies are job postings with a business: /careers lists both, career/apply takes both.
ALTER TABLE "job_postings" ADD COLUMN "business_id" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_status_ck" CHECK ("job_postings"."status" in ('open', 'paused', 'closed'));--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_salary_ck" CHECK ("job_postings"."salary_min" IS NULL OR "job_postings"."salary_max" IS NULL OR "job_postings"."salary_min" <= "job_postings"."salary_max");--> statement-breakpoint
-- /careers: open postings, closing soonest first (replaces the plain closes_at index for that list).
CREATE INDEX "job_postings_open_closes_idx" ON "job_postings" USING btree ("closes_at", "id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "job_postings_business_created_idx" ON "job_postings" USING btree ("business_id", "created_at" DESC, "id" DESC) WHERE "business_id" IS NOT NULL;--> statement-breakpoint
-- A business's applications: received → shortlisted → interview → hired, or rejected (lib/domain/vacancy-applications).
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_status_ck";--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_ck" CHECK ("job_applications"."status" in ('received', 'reviewing', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn'));--> statement-breakpoint
CREATE INDEX "job_applications_posting_created_idx" ON "job_applications" USING btree ("posting_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- How many applications a posting has, kept by a trigger (every way an application is made or removed, the seed's
-- included), so an owner's vacancy list never counts a growing table.
ALTER TABLE "job_postings" ADD COLUMN "application_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "job_postings" p SET "application_count" = (SELECT count(*) FROM "job_applications" a WHERE a."posting_id" = p."id");--> statement-breakpoint
CREATE FUNCTION "job_postings_count_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "job_postings" SET "application_count" = "application_count" + 1 WHERE "id" = NEW."posting_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "job_postings" SET "application_count" = greatest(0, "application_count" - 1) WHERE "id" = OLD."posting_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_applications_count_trg" AFTER INSERT OR DELETE ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "job_postings_count_applications"();
