CREATE TABLE "connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_pair_order_ck" CHECK ("connections"."user_low" < "connections"."user_high"),
	CONSTRAINT "connections_sides_ck" CHECK (("connections"."sender_id" = "connections"."user_low" AND "connections"."recipient_id" = "connections"."user_high") OR ("connections"."sender_id" = "connections"."user_high" AND "connections"."recipient_id" = "connections"."user_low")),
	CONSTRAINT "connections_status_ck" CHECK ("connections"."status" IN ('pending', 'accepted', 'declined', 'cancelled', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_target_type_target_id_pk" PRIMARY KEY("follower_id","target_type","target_id"),
	CONSTRAINT "follows_target_type_ck" CHECK ("follows"."target_type" IN ('user', 'business'))
);
--> statement-breakpoint
CREATE TABLE "follow_counts" (
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "follow_counts_target_type_target_id_pk" PRIMARY KEY("target_type","target_id"),
	CONSTRAINT "follow_counts_nonnegative_ck" CHECK ("follow_counts"."followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "people_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"following" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "people_counts_nonnegative_ck" CHECK ("people_counts"."connections" >= 0 AND "people_counts"."following" >= 0)
);
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_counts" ADD CONSTRAINT "people_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_pair_uq" ON "connections" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE INDEX "connections_low_accepted_idx" ON "connections" USING btree ("user_low","responded_at" DESC,"id" DESC) WHERE "connections"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "connections_high_accepted_idx" ON "connections" USING btree ("user_high","responded_at" DESC,"id" DESC) WHERE "connections"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "connections_incoming_idx" ON "connections" USING btree ("recipient_id","sent_at" DESC,"id" DESC) WHERE "connections"."status" = 'pending' AND "connections"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "connections_hidden_idx" ON "connections" USING btree ("recipient_id","sent_at" DESC,"id" DESC) WHERE "connections"."status" = 'pending' AND "connections"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "connections_sent_idx" ON "connections" USING btree ("sender_id","sent_at" DESC,"id" DESC) WHERE "connections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_type","target_id","created_at" DESC,"follower_id");--> statement-breakpoint
CREATE INDEX "reviews_user_newest_idx" ON "reviews" USING btree ("user_id","created_at" DESC,"id" DESC) WHERE "reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);
