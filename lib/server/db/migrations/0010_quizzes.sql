-- Quizzes (issue 13): quizzes, their questions and answers, plays with each question's server-side clock, and each
-- logged-in player's best play (the leaderboard). Lists read counters and the best-score index, never count plays.
CREATE TABLE "quiz_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_best_scores" (
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"play_id" bigint NOT NULL,
	"score" integer NOT NULL,
	"question_count" integer NOT NULL,
	"time_ms" integer NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_best_scores_quiz_id_user_id_pk" PRIMARY KEY("quiz_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_play_answers" (
	"play_id" bigint NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer_id" integer,
	"is_correct" boolean DEFAULT false NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quiz_play_answers_play_id_question_id_pk" PRIMARY KEY("play_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_plays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer,
	"question_count" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer,
	"time_ms" integer
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"asked_count" integer DEFAULT 0 NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_questions_counts_ck" CHECK ("quiz_questions"."right_count" >= 0 and "quiz_questions"."asked_count" >= "quiz_questions"."right_count")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"cover_upload_id" uuid,
	"category" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"total_seconds" integer DEFAULT 0 NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"completion_count" integer DEFAULT 0 NOT NULL,
	"correct_sum" integer DEFAULT 0 NOT NULL,
	"asked_sum" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_status_ck" CHECK ("quizzes"."status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "quizzes_counts_ck" CHECK ("quizzes"."play_count" >= 0 and "quizzes"."completion_count" >= 0 and "quizzes"."correct_sum" >= 0 and "quizzes"."asked_sum" >= "quizzes"."correct_sum")
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_best_scores" ADD CONSTRAINT "quiz_best_scores_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_best_scores" ADD CONSTRAINT "quiz_best_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_play_answers" ADD CONSTRAINT "quiz_play_answers_play_id_quiz_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."quiz_plays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_play_answers" ADD CONSTRAINT "quiz_play_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_play_answers" ADD CONSTRAINT "quiz_play_answers_answer_id_quiz_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quiz_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_plays" ADD CONSTRAINT "quiz_plays_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_plays" ADD CONSTRAINT "quiz_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_one_correct_uq" ON "quiz_answers" USING btree ("question_id") WHERE "quiz_answers"."is_correct";--> statement-breakpoint
CREATE INDEX "quiz_best_scores_board_idx" ON "quiz_best_scores" USING btree ("quiz_id","score" DESC NULLS FIRST,"time_ms","achieved_at");--> statement-breakpoint
CREATE INDEX "quiz_best_scores_user_idx" ON "quiz_best_scores" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_play_answers_position_uq" ON "quiz_play_answers" USING btree ("play_id","position");--> statement-breakpoint
CREATE INDEX "quiz_play_answers_question_idx" ON "quiz_play_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_play_answers_answer_idx" ON "quiz_play_answers" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_plays_token_uq" ON "quiz_plays" USING btree ("token");--> statement-breakpoint
CREATE INDEX "quiz_plays_quiz_idx" ON "quiz_plays" USING btree ("quiz_id","started_at");--> statement-breakpoint
CREATE INDEX "quiz_plays_user_idx" ON "quiz_plays" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_slug_uq" ON "quizzes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "quizzes_live_idx" ON "quizzes" USING btree ("status","play_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quizzes_live_category_idx" ON "quizzes" USING btree ("status","category","play_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quizzes_owner_idx" ON "quizzes" USING btree ("owner_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);