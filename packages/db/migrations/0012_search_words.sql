-- Search (issue #17), same answers, faster on the embedded database: a person's name as the
-- trigram similarity sees it, so a one-word query compares only the names that can be similar
-- (search-similar.ts) instead of every name the trigram index offers ("jones": 2,900).
-- 1. search_words: the folded name's words between single spaces, with a space at each end
--    (" shaquille o neal "): a word's start or end is a pattern ('% jo%', '%on %'), trigram-indexed.
-- 2. search_trigrams: how many trigrams the folded name has (pg_trgm's show_trgm), 0 for a name not
--    in plain ASCII (there its words might split otherwise: always compared as before).
ALTER TABLE "people" ADD COLUMN "search_words" text
  GENERATED ALWAYS AS (' ' || regexp_replace(search_fold("full_name"), '[^a-z0-9]+', ' ', 'g') || ' ') STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_trigrams" integer GENERATED ALWAYS AS (CASE WHEN search_fold("full_name") ~ '^[ -~]*$'
  THEN cardinality(show_trgm(search_fold("full_name"))) ELSE 0 END) STORED;--> statement-breakpoint
CREATE INDEX "people_search_words_idx" ON "people" USING gin ("search_words" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "people_search_trigrams_idx" ON "people" USING btree ("search_trigrams");
