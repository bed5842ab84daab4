-- Search (issue #17), folded once: the text every search reads, folded (search_fold, 0007) when a
-- row is written instead of at every request for every row. Each column holds the folded fields a
-- search matches, joined by a line break: a search word holds no white space, so it is inside one
-- of the fields exactly when it is inside the joined text (the lists' rule, unchanged).
-- search_fold is immutable, as a generated column needs, for a superuser's C function and a
-- database owner's SQL one alike.
ALTER TABLE "people" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold("full_name")) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  search_fold("full_name") || E'\n' || coalesce(search_fold("first_name"), '') || E'\n' || coalesce(search_fold("last_name"), '')
) STORED;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("city") || E'\n' || search_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "search_position" text GENERATED ALWAYS AS (search_fold("position")) STORED;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "search_position" text GENERATED ALWAYS AS (search_fold("position")) STORED;--> statement-breakpoint
-- The global search's players and coaches by the stored name (0007's index folded at each recheck).
DROP INDEX IF EXISTS "people_full_name_search_idx";--> statement-breakpoint
CREATE INDEX "people_search_name_idx" ON "people" USING gin ("search_name" gin_trgm_ops);
