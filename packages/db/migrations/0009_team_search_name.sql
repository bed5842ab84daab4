-- Search (issue #17), team names folded once: each franchise's and each former name's "city name",
-- folded (search_fold) when the row is written, as people.search_name (0008). The team searches
-- read it instead of folding every candidate's names per request, and the trigram indexes move
-- onto it (0007's expression indexes folded each candidate again at their recheck). On
-- PostgreSQL the folding's cost (COST 1000 per call, 0007) also made the planner's estimate of a
-- three-word team search pass jit_above_cost: 450 ms of JIT compiling for a 14 ms statement.
ALTER TABLE "teams" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold("city" || ' ' || "name")) STORED;--> statement-breakpoint
ALTER TABLE "team_names" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold("city" || ' ' || "name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "teams_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "team_names_name_search_idx";--> statement-breakpoint
CREATE INDEX "teams_search_name_idx" ON "teams" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_names_search_name_idx" ON "team_names" USING gin ("search_name" gin_trgm_ops);
