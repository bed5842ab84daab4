-- Search (issue #17), same answers, fewer rows read on the full data:
-- 1. A franchise's abbreviation as the search words read it (lower case), trigram-indexed, so the
--    franchises holding a word are index reads (search-teams.ts, team-match.ts) instead of every
--    franchise's abbreviation compared.
-- 2. The names of few trigrams (search_trigrams <= 9, with every name not in plain ASCII: 0), which
--    a one-word query compares by trigram similarity one by one (search-similar.ts), in a trigram
--    index of their own: the similar ones are found among those sharing the query's trigrams
--    instead of all 1,400 compared.
CREATE INDEX "teams_abbreviation_search_idx" ON "teams" USING gin (lower("abbreviation") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "people_few_trigrams_search_idx" ON "people" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off)
  WHERE "search_trigrams" <= 9;
