-- A fair count (issue 23 §4). Hand-written, like 0014 to 0016.
-- One reaction per person and target: until now a person could hold one of each kind on a target (all five on one
-- comment). Each person keeps their newest reaction there (by time, then id), the unique index moves from
-- (target, person, kind) to (target, person), and the per-kind counters are recounted from the rows, so they count
-- people.
DELETE FROM "reactions" WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY "target_type", "target_id", "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "n"
		FROM "reactions"
	) AS "ranked"
	WHERE "n" > 1
);--> statement-breakpoint
DROP INDEX IF EXISTS "reactions_target_user_kind_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_target_user_uq" ON "reactions" USING btree ("target_type","target_id","user_id");--> statement-breakpoint
DELETE FROM "reaction_counts";--> statement-breakpoint
INSERT INTO "reaction_counts" ("target_type", "target_id", "kind", "count")
SELECT "target_type", "target_id", "kind", count(*)::integer FROM "reactions" GROUP BY "target_type", "target_id", "kind";--> statement-breakpoint
-- An entrant cannot vote for their own entry: votes already cast that way are invalidated (they stay, as invalidated
-- votes do, and stop counting), then every entry whose published count differs from its valid votes is recounted.
UPDATE "contest_votes" AS "v" SET "invalidated_at" = now()
FROM "contest_entries" AS "e"
WHERE "e"."id" = "v"."entry_id" AND "e"."user_id" = "v"."voter_id" AND "v"."invalidated_at" IS NULL;--> statement-breakpoint
UPDATE "contest_entries" AS "e" SET "vote_count" = "valid"."n"
FROM (
	SELECT "e2"."id", count("v"."id")::integer AS "n"
	FROM "contest_entries" AS "e2"
	LEFT JOIN "contest_votes" AS "v" ON "v"."entry_id" = "e2"."id" AND "v"."invalidated_at" IS NULL
	GROUP BY "e2"."id"
) AS "valid"
WHERE "valid"."id" = "e"."id" AND "e"."vote_count" <> "valid"."n";
