ALTER TABLE "reviews" ADD COLUMN "photo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" BETWEEN 1 AND 5);--> statement-breakpoint
DROP INDEX "reviews_product_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_uq" ON "reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_newest_idx" ON "reviews" USING btree ("product_id","created_at" DESC,"id" DESC) WHERE "reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "reviews_product_rating_idx" ON "reviews" USING btree ("product_id","rating","created_at","id") WHERE "reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "reviews_product_photos_idx" ON "reviews" USING btree ("product_id","created_at" DESC,"id" DESC) WHERE "reviews"."status" = 'approved' AND "reviews"."photo_upload_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD COLUMN "delivery_rating" integer;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD COLUMN "rider_rating" integer;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_delivery_rating_ck" CHECK ("order_feedback"."delivery_rating" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_rider_rating_ck" CHECK ("order_feedback"."rider_rating" BETWEEN 1 AND 5);--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"previous_ticket_id" integer,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_by" text DEFAULT 'customer' NOT NULL,
	"last_message_excerpt" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status_ck" CHECK ("support_tickets"."status" IN ('open', 'waiting_customer', 'resolved', 'closed')),
	CONSTRAINT "support_tickets_last_by_ck" CHECK ("support_tickets"."last_message_by" IN ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"staff_name" text,
	"body" text NOT NULL,
	"attachments" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_messages_author_ck" CHECK ("ticket_messages"."author" IN ('customer', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_previous_ticket_id_support_tickets_id_fk" FOREIGN KEY ("previous_ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_user_updated_idx" ON "support_tickets" USING btree ("user_id","updated_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "support_tickets_order_idx" ON "support_tickets" USING btree ("order_id") WHERE "support_tickets"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "support_tickets_previous_idx" ON "support_tickets" USING btree ("previous_ticket_id") WHERE "support_tickets"."previous_ticket_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_created_idx" ON "ticket_messages" USING btree ("ticket_id","created_at","id");
