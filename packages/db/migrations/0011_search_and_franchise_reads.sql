-- Search and the franchise pages (issues #16, #17), read faster, same answers.
-- 1. A GIN index's fast update puts new entries in a pending list that every search of the index
--    reads through, entry by entry, until a VACUUM (or autovacuum's ANALYZE) merges it. The
--    indexes are made on empty tables and the import fills them, and PGlite runs no autovacuum:
--    on an imported database the teams', former names', seasons' and championships' entries all
--    sat in their pending lists, and part of the people's. The trigram indexes now take each entry
--    into the index as it is written (fastupdate off), and the pending lists are merged here.
-- 2. A season's folded name stored (seasons.search_name, as people's and teams' in 0008/0009):
--    the season search folded every season's name per request; the trigram index moves onto it.
-- 3. The franchise pages' finals and series by either side: indexes on the runner-up and on the
--    series' winner and loser, so "team or runner-up" is two index reads, not a table scan.
ALTER TABLE "seasons" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold("name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "seasons_name_search_idx";--> statement-breakpoint
CREATE INDEX "seasons_search_name_idx" ON "seasons" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
ALTER INDEX "people_search_name_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "teams_search_name_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "team_names_search_name_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "championships_name_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(i) FROM unnest(ARRAY['people_search_name_idx', 'teams_search_name_idx', 'team_names_search_name_idx',
  'championships_name_search_idx']::regclass[]) AS i;--> statement-breakpoint
CREATE INDEX "champions_runner_up_idx" ON "champions" USING btree ("runner_up_team_id");--> statement-breakpoint
CREATE INDEX "postseason_series_winner_idx" ON "postseason_series" USING btree ("winner_team_id");--> statement-breakpoint
CREATE INDEX "postseason_series_loser_idx" ON "postseason_series" USING btree ("loser_team_id");
