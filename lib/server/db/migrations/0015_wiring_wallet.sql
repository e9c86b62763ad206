-- The prize wallet takes contest prizes and influencer codes (issue 15). Hand-written, like 0014.
-- One wallet row per winning contest entry and per influencer's code, whatever runs twice: a double-tapped winners
-- call or a second approval finds the row there (ON CONFLICT DO NOTHING against this index).
CREATE UNIQUE INDEX "prize_wallet_source_uq" ON "prize_wallet" USING btree ("source_type","source_id","user_id") WHERE "source_type" IN ('contest', 'influencer');--> statement-breakpoint
-- An influencer's code does not expire (it lives as long as they are approved).
ALTER TABLE "prize_wallet" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
-- A shopper using an influencer's code does not use up the influencer's wallet row: only single-use prizes follow
-- their coupon's redemption.
CREATE OR REPLACE FUNCTION "prize_wallet_follow_redemption"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "prize_wallet" SET "state" = 'redeemed', "redeemed_at" = NEW."created_at", "order_id" = NEW."order_id"
		WHERE "coupon_id" = NEW."coupon_id" AND "source_type" <> 'influencer';
		RETURN NEW;
	END IF;
	UPDATE "prize_wallet" SET "state" = 'won', "redeemed_at" = NULL, "order_id" = NULL
	WHERE "coupon_id" = OLD."coupon_id" AND "order_id" IS NOT DISTINCT FROM OLD."order_id" AND "source_type" <> 'influencer';
	RETURN OLD;
END;
$$;--> statement-breakpoint
-- Influencers approved before this migration get their code's wallet row too.
INSERT INTO "prize_wallet" ("user_id", "source_type", "source_id", "coupon_id", "code", "title", "description", "condition", "state", "expires_at", "created_at")
SELECT i."user_id", 'influencer', i."id", c."id", c."code", 'Your influencer code', c."description", 'Share it: each customer can use it once', 'won', NULL, coalesce(i."reviewed_at", now())
FROM "influencers" i JOIN "coupons" c ON c."id" = i."coupon_id"
WHERE i."status" = 'approved'
ON CONFLICT DO NOTHING;
