-- Paced actions (lib/server/auth/rate-limit.ts, PACES): the last time one person did one, e.g. SPEC §9's one follow
-- per 1000 ms held on the server. A row per person and rule, overwritten in place; swept with the rate-limit windows.
CREATE TABLE "rate_limit_paces" (
	"key" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
