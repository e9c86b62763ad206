-- The support inbox (issue 25): the shop's side of customers' tickets. A ticket's place in the inbox (new, waiting for
-- us, waiting for the customer, resolved) is derived by the database from what the ticket already records, so no code
-- path (the customer's reply, resolve or reopen; staff's reply) can leave it inconsistent, and it is indexed for the
-- inbox's tabs: oldest-waiting first where we owe an answer, newest first elsewhere.
ALTER TABLE "support_tickets" ADD COLUMN "assigned_to_id" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- The first staff answer: a ticket never answered is "new".
ALTER TABLE "support_tickets" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
-- Since when the customer has been waiting for us (their first message since our last answer, or their reopening).
ALTER TABLE "support_tickets" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
UPDATE "support_tickets" t SET "answered_at" = (
  SELECT min(m."created_at") FROM "ticket_messages" m WHERE m."ticket_id" = t."id" AND m."author" = 'staff'
);--> statement-breakpoint
UPDATE "support_tickets" SET "waiting_since" = "last_message_at" WHERE "status" = 'open';--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "inbox_state" text GENERATED ALWAYS AS (
  CASE
    WHEN "status" IN ('resolved', 'closed') THEN 'resolved'
    WHEN "status" = 'waiting_customer' THEN 'waiting_customer'
    WHEN "answered_at" IS NULL THEN 'new'
    ELSE 'waiting_us'
  END
) STORED;--> statement-breakpoint
-- The inbox's sort key within a state: since when we owe an answer; when we last wrote; when it was resolved.
ALTER TABLE "support_tickets" ADD COLUMN "inbox_at" timestamp with time zone GENERATED ALWAYS AS (
  CASE
    WHEN "status" = 'open' THEN coalesce("waiting_since", "last_message_at")
    WHEN "status" = 'waiting_customer' THEN "last_message_at"
    ELSE coalesce("resolved_at", "updated_at")
  END
) STORED;--> statement-breakpoint
-- One index per inbox filter (anyone / unassigned / one person), each walked as a keyset range in either direction.
CREATE INDEX "support_tickets_inbox_idx" ON "support_tickets" ("inbox_state", "inbox_at", "id");--> statement-breakpoint
CREATE INDEX "support_tickets_inbox_unassigned_idx" ON "support_tickets" ("inbox_state", "inbox_at", "id") WHERE "assigned_to_id" IS NULL;--> statement-breakpoint
CREATE INDEX "support_tickets_inbox_assignee_idx" ON "support_tickets" ("assigned_to_id", "inbox_state", "inbox_at", "id") WHERE "assigned_to_id" IS NOT NULL;--> statement-breakpoint
-- A staff reply sent twice (a double click, a retried request) carries the same token from the form: stored once.
ALTER TABLE "ticket_messages" ADD COLUMN "client_token" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_messages_client_token_uq" ON "ticket_messages" ("ticket_id", "client_token") WHERE "client_token" IS NOT NULL;--> statement-breakpoint
-- Which ticket a private attachment belongs to, when its customer (not its uploader) opens it.
CREATE INDEX "ticket_messages_attachments_idx" ON "ticket_messages" USING gin ("attachments");--> statement-breakpoint
-- Internal notes: a table of their own, which no customer-facing query reads, so a note can never reach a customer.
CREATE TABLE "ticket_notes" (
  "id" serial PRIMARY KEY,
  "ticket_id" integer NOT NULL REFERENCES "support_tickets"("id") ON DELETE CASCADE,
  "staff_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "staff_name" text NOT NULL,
  "body" text NOT NULL,
  "client_token" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "ticket_notes_ticket_created_idx" ON "ticket_notes" ("ticket_id", "created_at", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_notes_client_token_uq" ON "ticket_notes" ("ticket_id", "client_token") WHERE "client_token" IS NOT NULL;--> statement-breakpoint
-- Canned replies: the shop's short list of ready answers, inserted into the reply box and edited before sending.
CREATE TABLE "canned_replies" (
  "id" serial PRIMARY KEY,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "canned_replies_title_uq" ON "canned_replies" (lower("title"));
