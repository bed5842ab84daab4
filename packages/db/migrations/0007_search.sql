-- Search (issue #17): one matching rule for every `search` parameter and /api/search/.
-- Accents fold on both sides (unaccent) and typos rank by trigram similarity (pg_trgm); PGlite
-- loads both as extensions (client.ts), PostgreSQL ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change), so an index cannot use it: the same C
-- function declared IMMUTABLE, and search_fold (lower case, accents removed) over it with the
-- dictionary and function named in full (PostgreSQL 17 builds indexes on an empty search_path). search_fold holds only immutable calls, so the planner inlines it:
-- no SQL-function call per row, and the indexes below match the queries' expressions. Its cost
-- tells the planner that folding every row of even a small table costs more than a trigram index.
-- Declaring a C function takes a superuser; a database role without that right (a managed
-- PostgreSQL) gets the same function in SQL over unaccent(): same answers and indexes, but not
-- inlined, so each folded row costs a function call.
DO $body$
BEGIN
  CREATE OR REPLACE FUNCTION immutable_unaccent(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE COST 1000
    AS '$libdir/unaccent', 'unaccent_dict';
EXCEPTION WHEN insufficient_privilege THEN
  CREATE OR REPLACE FUNCTION immutable_unaccent(regdictionary, text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
    AS $fold$ SELECT public.unaccent($1, $2) $fold$;
END
$body$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.immutable_unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX "people_full_name_search_idx" ON "people" USING gin (search_fold("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_name_search_idx" ON "teams" USING gin (search_fold("city" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_names_name_search_idx" ON "team_names" USING gin (search_fold("city" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "championships_name_search_idx" ON "championships" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seasons_name_search_idx" ON "seasons" USING gin (search_fold("name") gin_trgm_ops);
