-- The back office's application queues (issue 25): seller applications get approved or rejected with a reason the
-- applicant is told; contact messages are answered by mail (each answer kept) and marked handled; influencer and
-- business reviews keep who decided. Each queue lists by status, oldest or newest first, a keyset page at a time:
-- (status, created_at, id) for one status and (created_at, id) for all, so a deep page is an index range.
ALTER TABLE "seller_applications" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "reviewed_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_status_ck" CHECK ("status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
DROP INDEX IF EXISTS "seller_applications_status_created_idx";--> statement-breakpoint
CREATE INDEX "seller_applications_status_created_idx" ON "seller_applications" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "seller_applications_created_idx" ON "seller_applications" ("created_at", "id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_ck" CHECK ("status" in ('new', 'answered', 'handled'));--> statement-breakpoint
DROP INDEX IF EXISTS "contact_messages_status_created_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" ("created_at", "id");--> statement-breakpoint
CREATE TABLE "contact_replies" (
  "id" serial PRIMARY KEY,
  "message_id" integer NOT NULL REFERENCES "contact_messages"("id") ON DELETE CASCADE,
  "staff_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "staff_name" text NOT NULL,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" ("message_id", "id");--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "reviewed_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "influencers_status_created_idx" ON "influencers" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "influencers_created_idx" ON "influencers" ("created_at", "id");--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "reviewed_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "businesses_status_created_idx" ON "businesses" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "businesses_created_idx" ON "businesses" ("created_at", "id");
--> statement-breakpoint
-- The audit trail filtered by kind of thing alone ('every seller application decision'), newest first: the entity
-- index of 0024 leads with the thing's id, so without one it would sort every entry of that kind.
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" ("entity", "at" DESC, "id" DESC);
