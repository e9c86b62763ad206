-- The back office's blog editor (issue 25): a post's own title and description for search engines and shares, when
-- they should differ from its headline and its card's excerpt (null: the title and excerpt serve, as before).
ALTER TABLE "blog_posts" ADD COLUMN "meta_title" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "meta_description" text;--> statement-breakpoint
-- The back office's Blog tab lists every post (live, scheduled, hidden) newest first; without this it sorts the table.
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" ("published_at" DESC, "id" DESC);
