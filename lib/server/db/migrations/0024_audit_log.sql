-- The back office's audit trail (issue 25): one row per back-office write, who did it, when, and what changed. The
-- owner reads it newest first, filtered by person, kind of thing, action or day; it never holds a password, a token
-- or card data (lib/domain/audit-redact.ts strips them before a row is written).
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "staff_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "staff_role" text NOT NULL,
  "action" text NOT NULL,
  "entity" text NOT NULL,
  "entity_id" text,
  "summary" text NOT NULL,
  "before" jsonb,
  "after" jsonb
);--> statement-breakpoint
-- Newest first, and each filter newest first: every page of the list is an index range, whatever its depth (keyset).
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" ("staff_user_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity", "entity_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "at" DESC, "id" DESC);
