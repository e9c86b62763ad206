-- Issue 24: the shop's own side. Staff roles on the same accounts, a second factor for them, the kitchen's two steps
-- (baking, ready), the rider and the road to the door, refunds, and who moved each order.

-- The kitchen's steps: 'preparing' was one step the customer saw; the kitchen works in two (in the oven, boxed and
-- waiting for a rider). Renaming keeps every existing row and history entry; 'ready' is added after it. A value added
-- here cannot be used until this migration commits, and nothing below uses it.
ALTER TYPE "order_status" RENAME VALUE 'preparing' TO 'baking';--> statement-breakpoint
ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'ready' AFTER 'baking';--> statement-breakpoint

-- Roles (lib/domain/staff-roles.ts): 'customer' or one staff role. The one staff kind before this ('staff', who
-- answered tickets and moderated) becomes 'manager', which keeps everything it could do.
UPDATE "users" SET "role" = 'manager' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_ck"
  CHECK ("role" IN ('customer', 'owner', 'manager', 'kitchen', 'dispatch', 'rider', 'editor', 'support'));--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" ("role") WHERE "role" <> 'customer';--> statement-breakpoint

-- The second factor (TOTP). The secret must be readable to check a code, so it is kept as given; `last_step` is the
-- 30-second step of the last accepted code, so one code is never accepted twice (RFC 6238 §5.2).
CREATE TABLE "staff_second_factors" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Recovery codes: SHA-256 of each, used once.
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user_idx" ON "staff_recovery_codes" ("user_id");--> statement-breakpoint
-- When this session passed the second factor: the back office opens only for a session that did so recently.
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint

-- The road: the rider dispatch assigned, each step at the door, the photo, a failed attempt's reason, the cash taken.
ALTER TABLE "orders" ADD COLUMN "rider_id" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected" integer;--> statement-breakpoint
-- Why the order was cancelled, as staff or the customer gave it (the history keeps the same words).
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
-- Refunds: a paid order that is cancelled owes its money back ('due', with the amount) until staff mark it 'done'.
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_ck" CHECK ("refund_status" IS NULL OR "refund_status" IN ('due', 'done'));--> statement-breakpoint
-- How many places of its slot the order holds: slots hold cakes, not orders, so a three-cake order takes three.
ALTER TABLE "orders" ADD COLUMN "slot_units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The kitchen's board and dispatch read one day's slots; the rider's screen reads their own day; the order list
-- pages newest first; reports read a date range.
CREATE INDEX "orders_delivery_slot_idx" ON "orders" ("delivery_date", "slot_id");--> statement-breakpoint
CREATE INDEX "orders_rider_date_idx" ON "orders" ("rider_id", "delivery_date") WHERE "rider_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" ("created_at", "id");--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" ("cancelled_at") WHERE "refund_status" = 'due';--> statement-breakpoint

-- Who moved an order (the staff member, or the customer); `by` keeps the kind ('shop', 'customer', 'payment', 'rider').
ALTER TABLE "order_status_history" ADD COLUMN "by_user_id" integer REFERENCES "users"("id");
