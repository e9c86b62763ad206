-- Games (roulette, treasure dig), the prize wallet and donations. Hand-written (see lib/server/db/schema/games.ts).
-- A personal code: a coupon with an owner answers only its owner (anyone else is told it does not exist).
ALTER TABLE "coupons" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
-- A code for some categories only (a prize "on cakes"): the category and its subcategories; NULL = the whole cart.
ALTER TABLE "coupons" ADD COLUMN "category_ids" integer[];--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "prize_wallet" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"source_type" text NOT NULL,
	"source_id" integer,
	"coupon_id" integer NOT NULL REFERENCES "coupons"("id") ON DELETE cascade,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"condition" text NOT NULL,
	"state" text DEFAULT 'won' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_wallet_source_ck" CHECK ("source_type" IN ('roulette', 'treasure', 'contest', 'influencer')),
	CONSTRAINT "prize_wallet_state_ck" CHECK ("state" IN ('won', 'redeemed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "prize_wallet_coupon_uq" ON "prize_wallet" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_wallet_code_uq" ON "prize_wallet" USING btree ("code");--> statement-breakpoint
CREATE INDEX "prize_wallet_user_idx" ON "prize_wallet" USING btree ("user_id","created_at" DESC,"id" DESC);--> statement-breakpoint
-- The wallet follows the coupon's use: an order that uses the prize's coupon redeems it, its cancellation gives it back.
CREATE FUNCTION "prize_wallet_follow_redemption"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "prize_wallet" SET "state" = 'redeemed', "redeemed_at" = NEW."created_at", "order_id" = NEW."order_id"
		WHERE "coupon_id" = NEW."coupon_id";
		RETURN NEW;
	END IF;
	UPDATE "prize_wallet" SET "state" = 'won', "redeemed_at" = NULL, "order_id" = NULL
	WHERE "coupon_id" = OLD."coupon_id" AND "order_id" IS NOT DISTINCT FROM OLD."order_id";
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_prize_wallet" AFTER INSERT OR DELETE ON "coupon_redemptions"
	FOR EACH ROW EXECUTE FUNCTION "prize_wallet_follow_redemption"();--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"plays_per_day" integer DEFAULT 1 NOT NULL,
	"extra_plays_per_order" integer DEFAULT 1 NOT NULL,
	"max_extra_plays" integer DEFAULT 2 NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_kind_ck" CHECK ("kind" IN ('roulette', 'treasure')),
	CONSTRAINT "games_plays_ck" CHECK ("plays_per_day" >= 1 AND "extra_plays_per_order" >= 0 AND "max_extra_plays" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_uq" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_latest_idx" ON "games" USING btree ("kind","starts_at" DESC,"id" DESC) WHERE "is_active";--> statement-breakpoint
CREATE TABLE "game_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"category_id" integer REFERENCES "categories"("id") ON DELETE set null,
	"weight" integer NOT NULL,
	"daily_cap" integer,
	"total_cap" integer,
	"given_total" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '#d9466f' NOT NULL,
	CONSTRAINT "game_prizes_kind_ck" CHECK ("kind" IN ('none', 'percent', 'flat', 'free_delivery', 'free_item')),
	CONSTRAINT "game_prizes_weight_ck" CHECK ("weight" > 0),
	CONSTRAINT "game_prizes_cap_ck" CHECK ("total_cap" IS NULL OR "given_total" <= "total_cap")
);--> statement-breakpoint
CREATE UNIQUE INDEX "game_prizes_game_position_uq" ON "game_prizes" USING btree ("game_id","position");--> statement-breakpoint
CREATE TABLE "game_prize_days" (
	"prize_id" integer NOT NULL REFERENCES "game_prizes"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"given" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_prize_days_pk" PRIMARY KEY ("prize_id","day")
);--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"play_no" integer NOT NULL,
	"client_play_id" text NOT NULL,
	"prize_id" integer REFERENCES "game_prizes"("id") ON DELETE set null,
	"wallet_id" integer REFERENCES "prize_wallet"("id") ON DELETE set null,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A double tap (the same client id) is one play; two plays can never take the same place in a day.
CREATE UNIQUE INDEX "game_plays_client_uq" ON "game_plays" USING btree ("game_id","user_id","client_play_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_plays_day_uq" ON "game_plays" USING btree ("game_id","user_id","day","play_no");--> statement-breakpoint
CREATE TABLE "treasure_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL REFERENCES "games"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"hidden" jsonb NOT NULL,
	"dug" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "treasure_boards_day_uq" ON "treasure_boards" USING btree ("game_id","user_id","day");--> statement-breakpoint
CREATE TABLE "donation_causes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"story" text NOT NULL,
	"organisation" text NOT NULL,
	"registration_no" text NOT NULL,
	"pan" text NOT NULL,
	"goal" integer NOT NULL,
	"raised" integer DEFAULT 0 NOT NULL,
	"donor_count" integer DEFAULT 0 NOT NULL,
	"cake_count" integer DEFAULT 0 NOT NULL,
	"delivery_location_id" integer REFERENCES "delivery_locations"("id"),
	"receiver_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"hue" integer DEFAULT 340 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_causes_amounts_ck" CHECK ("goal" > 0 AND "raised" >= 0 AND "donor_count" >= 0 AND "cake_count" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "donation_causes_slug_uq" ON "donation_causes" USING btree ("slug");--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cause_id" integer NOT NULL REFERENCES "donation_causes"("id") ON DELETE cascade,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"kind" text DEFAULT 'money' NOT NULL,
	"amount" integer NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_ref" text,
	"donor_name" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"in_honour_of" text,
	"message" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "donations_kind_ck" CHECK ("kind" IN ('money', 'cake')),
	CONSTRAINT "donations_status_ck" CHECK ("status" IN ('pending', 'paid', 'failed')),
	CONSTRAINT "donations_amount_ck" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "donations_payment_ref_uq" ON "donations" USING btree ("payment_ref");--> statement-breakpoint
-- The donor walls: newest gifts first, for one cause and for all of them.
CREATE INDEX "donations_cause_wall_idx" ON "donations" USING btree ("cause_id","paid_at" DESC,"id" DESC) WHERE "status" = 'paid';--> statement-breakpoint
CREATE INDEX "donations_wall_idx" ON "donations" USING btree ("paid_at" DESC,"id" DESC) WHERE "status" = 'paid';--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id","created_at" DESC);
--> statement-breakpoint
-- A cake given to a cause: the customer's copy of the cause's address (made by donations/cake-address) marks it.
CREATE TABLE "donation_cake_addresses" (
	"address_id" integer PRIMARY KEY NOT NULL REFERENCES "shipping_addresses"("id") ON DELETE cascade,
	"cause_id" integer NOT NULL REFERENCES "donation_causes"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX "donation_cake_addresses_user_cause_uq" ON "donation_cake_addresses" USING btree ("user_id","cause_id");--> statement-breakpoint
-- An order placed to such an address is a cake donation: it joins the donor wall and the cause's counts, in the
-- order's own transaction (place-order needs to know nothing about donations).
CREATE FUNCTION "orders_count_donated_cake"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target integer;
BEGIN
	SELECT "cause_id" INTO target FROM "donation_cake_addresses" WHERE "address_id" = NEW."address_id";
	IF target IS NULL THEN
		RETURN NEW;
	END IF;
	INSERT INTO "donations" ("cause_id", "user_id", "kind", "amount", "gateway", "status", "donor_name", "order_id", "created_at", "paid_at")
	SELECT target, NEW."user_id", 'cake', GREATEST(NEW."total", 1), NEW."payment_method", 'paid', u."name", NEW."id", NEW."created_at", NEW."created_at"
	FROM "users" u WHERE u."id" = NEW."user_id";
	UPDATE "donation_causes" SET "cake_count" = "cake_count" + 1, "donor_count" = "donor_count" + 1 WHERE "id" = target;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_donated_cake" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_count_donated_cake"();
--> statement-breakpoint
-- A cancelled cake donation leaves the wall and the cause's counts again.
CREATE FUNCTION "orders_uncount_donated_cake"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	gone record;
BEGIN
	FOR gone IN DELETE FROM "donations" WHERE "order_id" = NEW."id" AND "kind" = 'cake' RETURNING "cause_id" LOOP
		UPDATE "donation_causes" SET "cake_count" = "cake_count" - 1, "donor_count" = "donor_count" - 1 WHERE "id" = gone."cause_id";
	END LOOP;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_cancelled_cake" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW
	WHEN (NEW."status" = 'cancelled' AND OLD."status" IS DISTINCT FROM 'cancelled') EXECUTE FUNCTION "orders_uncount_donated_cake"();
