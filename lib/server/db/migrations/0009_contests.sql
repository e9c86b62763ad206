-- Contests (issue 13): contests, their entries, votes (one per voter, entry and period: a unique index, so parallel
-- clicks count once) and suspicious-voting flags for staff. Counts shown on pages are maintained on the rows.
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"rules" text NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banner" text NOT NULL,
	"owner_id" integer,
	"entry_kind" text DEFAULT 'photo' NOT NULL,
	"entry_approval" boolean DEFAULT false NOT NULL,
	"vote_rule" text DEFAULT 'daily' NOT NULL,
	"max_entries_per_person" integer DEFAULT 1 NOT NULL,
	"entries_open_at" timestamp with time zone NOT NULL,
	"voting_opens_at" timestamp with time zone NOT NULL,
	"voting_closes_at" timestamp with time zone NOT NULL,
	"winners_due_at" timestamp with time zone NOT NULL,
	"winners_announced_at" timestamp with time zone,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_vote_rule_ck" CHECK ("contests"."vote_rule" in ('daily', 'once')),
	CONSTRAINT "contests_entry_kind_ck" CHECK ("contests"."entry_kind" in ('photo', 'text')),
	CONSTRAINT "contests_dates_ck" CHECK ("contests"."entries_open_at" < "contests"."voting_opens_at" and "contests"."voting_opens_at" < "contests"."voting_closes_at" and "contests"."voting_closes_at" <= "contests"."winners_due_at"),
	CONSTRAINT "contests_max_entries_ck" CHECK ("contests"."max_entries_per_person" between 1 and 5),
	CONSTRAINT "contests_entry_count_ck" CHECK ("contests"."entry_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entry_number" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"photo" text,
	"status" text DEFAULT 'approved' NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"place" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_status_ck" CHECK ("contest_entries"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "contest_entries_votes_ck" CHECK ("contest_entries"."vote_count" >= 0),
	CONSTRAINT "contest_entries_number_ck" CHECK ("contest_entries"."entry_number" between 1 and 5),
	CONSTRAINT "contest_entries_place_ck" CHECK ("contest_entries"."place" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "contest_votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"period" text NOT NULL,
	"address" text NOT NULL,
	"invalidated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_vote_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"entry_id" integer,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"detail" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"votes_invalidated" integer DEFAULT 0 NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_vote_flags_kind_ck" CHECK ("contest_vote_flags"."kind" in ('same-hour-accounts', 'shared-address')),
	CONSTRAINT "contest_vote_flags_status_ck" CHECK ("contest_vote_flags"."status" in ('open', 'invalidated', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_vote_flags" ADD CONSTRAINT "contest_vote_flags_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_vote_flags" ADD CONSTRAINT "contest_vote_flags_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_vote_flags" ADD CONSTRAINT "contest_vote_flags_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contests_slug_uq" ON "contests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contests_owner_idx" ON "contests" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contests_voting_opens_idx" ON "contests" USING btree ("voting_opens_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_person_uq" ON "contest_entries" USING btree ("contest_id","user_id","entry_number");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_place_uq" ON "contest_entries" USING btree ("contest_id","place");--> statement-breakpoint
CREATE INDEX "contest_entries_votes_idx" ON "contest_entries" USING btree ("contest_id","status","vote_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contest_entries_newest_idx" ON "contest_entries" USING btree ("contest_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contest_entries_user_idx" ON "contest_entries" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "contest_votes_once_uq" ON "contest_votes" USING btree ("entry_id","voter_id","period");--> statement-breakpoint
CREATE INDEX "contest_votes_entry_recent_idx" ON "contest_votes" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "contest_votes_address_idx" ON "contest_votes" USING btree ("contest_id","address","created_at");--> statement-breakpoint
CREATE INDEX "contest_votes_voter_idx" ON "contest_votes" USING btree ("voter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_vote_flags_pattern_uq" ON "contest_vote_flags" USING btree ("contest_id","kind","key",coalesce("entry_id", 0));--> statement-breakpoint
CREATE INDEX "contest_vote_flags_status_idx" ON "contest_vote_flags" USING btree ("status","created_at","id");
