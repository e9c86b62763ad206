-- Background jobs (issue 27, lib/server/jobs). pg-boss keeps its own tables in its own schema (JOBS_SCHEMA, default
-- "jobs"), made by pg-boss itself when a worker starts; this migration only changes what the jobs write in ours.
--
-- The prize wallet: the 'prize-expiry' job records a prize whose expiry passed unused as 'expired' (until now that was
-- only read from expires_at) and tells its winner once. The partial index is the job's one query: unused prizes by
-- expiry. A prize given back by a cancelled order after its expiry is 'won' again (the redemption trigger) and the job
-- takes it on its next run.
ALTER TABLE "prize_wallet" DROP CONSTRAINT "prize_wallet_state_ck";--> statement-breakpoint
ALTER TABLE "prize_wallet" ADD CONSTRAINT "prize_wallet_state_ck" CHECK ("state" IN ('won', 'redeemed', 'expired'));--> statement-breakpoint
CREATE INDEX "prize_wallet_won_expiry_idx" ON "prize_wallet" USING btree ("expires_at") WHERE "state" = 'won' AND "expires_at" IS NOT NULL;--> statement-breakpoint
-- The notifications' dead-letter list in the back office (/admin/notifications): failed messages, newest first.
CREATE INDEX "notifications_failed_idx" ON "notifications" USING btree ("id" DESC) WHERE "status" = 'failed';
