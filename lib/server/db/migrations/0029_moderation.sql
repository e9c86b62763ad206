-- Moderation of what customers write (issue 25): reviews, comments, contest entries and user quizzes keep their
-- existing status column as the moderation state ('approved' = published, 'pending' = held for approval,
-- 'rejected' = hidden), so every storefront read that already lists only 'approved' rows hides a held or hidden item
-- without a second condition. What this adds: who moderated, when, and the reason the author sees for a hidden item;
-- a partial index per queue (held, hidden, recently published) read newest or oldest first by id (keyset); the
-- shop's policy per kind; who is blocked from posting which kind; and who resolved a report.
ALTER TABLE "reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "moderated_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "moderated_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
-- Existing rows: anything not explicitly pending or rejected stays published (the demo's comments and reviews).
UPDATE "reviews" SET "status" = 'approved' WHERE "status" NOT IN ('approved', 'pending', 'rejected');--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_ck" CHECK ("status" IN ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- The queues: held (oldest first), hidden and recently published (newest first), each a range of its partial index.
CREATE INDEX "reviews_held_idx" ON "reviews" ("id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" ("id") WHERE "status" = 'rejected';--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" ("id") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "comments_held_idx" ON "comments" ("id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "comments_hidden_idx" ON "comments" ("id") WHERE "status" = 'rejected';--> statement-breakpoint
CREATE INDEX "comments_published_idx" ON "comments" ("id") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "contest_entries_held_idx" ON "contest_entries" ("id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "contest_entries_hidden_idx" ON "contest_entries" ("id") WHERE "status" = 'rejected';--> statement-breakpoint
CREATE INDEX "contest_entries_published_idx" ON "contest_entries" ("id") WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "quizzes_held_idx" ON "quizzes" ("id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "quizzes_hidden_idx" ON "quizzes" ("id") WHERE "status" = 'rejected';--> statement-breakpoint
CREATE INDEX "quizzes_published_idx" ON "quizzes" ("id") WHERE "status" = 'approved';--> statement-breakpoint
-- The shop's choice per kind; a kind without a row follows the default (lib/server/services/moderation/policy.ts).
CREATE TABLE "moderation_policies" (
  "kind" text PRIMARY KEY,
  "mode" text NOT NULL,
  "hold_new_accounts" boolean NOT NULL,
  "updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "moderation_policies_kind_ck" CHECK ("kind" IN ('review', 'comment', 'contest_entry', 'quiz')),
  CONSTRAINT "moderation_policies_mode_ck" CHECK ("mode" IN ('publish-first', 'hold'))
);--> statement-breakpoint
-- An author blocked from posting one kind: their next post of it is refused (403) until staff unblock them.
CREATE TABLE "moderation_blocks" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "reason" text NOT NULL,
  "blocked_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "kind"),
  CONSTRAINT "moderation_blocks_kind_ck" CHECK ("kind" IN ('review', 'comment', 'contest_entry', 'quiz'))
);--> statement-breakpoint
CREATE INDEX "moderation_blocks_newest_idx" ON "moderation_blocks" ("created_at" DESC, "user_id" DESC, "kind" DESC);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- The grouped queue: open reports by target (one group per reported thing).
CREATE INDEX "reports_open_target_idx" ON "reports" ("target_type", "target_id", "id") WHERE "status" = 'open';--> statement-breakpoint
-- A reporter's history: how many reports they made, how many led to a hide.
CREATE INDEX "reports_reporter_status_idx" ON "reports" ("reporter_id", "status");
