-- Cache invalidations shared by every instance (issue 27; lib/server/cache/invalidation-bus.mjs). A write on one
-- instance, or a job in the worker, expires cache tags (a price: 'catalogue' and the product's own tags); each web
-- server applies them to its own copy of Next's tags manifest when PostgreSQL NOTIFYs it, and an instance that starts
-- later (or reconnects) reads this table first, so a copy rendered before an invalidation it did not hear about is
-- never served as fresh (a shared Redis page cache outlives any one instance).
-- One row per tag, the latest expiry only; rows older than the longest cache lifetime are pruned by the listener.
CREATE TABLE IF NOT EXISTS "cache_tag_expirations" (
  "tag" text PRIMARY KEY,
  "expired_at" timestamp with time zone NOT NULL
);
CREATE INDEX IF NOT EXISTS "cache_tag_expirations_expired_at" ON "cache_tag_expirations" ("expired_at");
