-- Drafts of the shop's content (issue 25): an edit in the back office is kept here, whole, until it is published;
-- the storefront reads only the live rows. `key` is the live row's id, or 'new-…' for something not yet published.
CREATE TABLE "content_drafts" (
  "kind" text NOT NULL,
  "key" text NOT NULL,
  "data" jsonb NOT NULL,
  "updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("kind", "key")
);--> statement-breakpoint
-- Every publication: what went live, who published it, when (the audit trail has the before and after too).
CREATE TABLE "content_publications" (
  "id" serial PRIMARY KEY,
  "kind" text NOT NULL,
  "entity_id" text NOT NULL,
  "data" jsonb NOT NULL,
  "published_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "published_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "content_publications_entity_idx" ON "content_publications" ("kind", "entity_id", "published_at" DESC);
