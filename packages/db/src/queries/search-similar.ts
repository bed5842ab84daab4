// The people whose folded name looks like a one-word query (`%`, trigram similarity), read
// without comparing every name the trigram index offers: for "jones" that index gives every name
// with a word starting "jo" (2,900), each then compared in full. Same rows, by arithmetic: a name
// of N trigrams sharing I of the query's Q is similar when I / (N + Q - I) >= t (the threshold),
// so a name of more than FEW trigrams must share at least m of the query's; it then holds one of
// any Q - m + 1 of them. Those are taken inside the word first, from its start ("joh", "ohn",
// "hns", "nso" for "johnson"; a word's padded start or end, "  j" or "on ", is shared by the most
// names: every "-son", every "-on"), and matched exactly on the name's words as stored
// (people.search_words, migration 0012); the other names are compared as before.
import { sql, type SQL } from "drizzle-orm";
import { searchWords } from "./common";

/**
 * Names of at most this many trigrams are compared with the query one by one (1,400 of 32,600
 * people). A name not in plain ASCII is stored with 0 trigrams (migration 0012): its stored words
 * might split where the trigrams do not, so it is always compared as before.
 */
const FEW = sql.raw("9");

/** How many of the query's trigrams to look for: a similar name of more than FEW trigrams holds one of them. */
const needed = (query: string) =>
  sql`(select cardinality(t) - ceil(show_limit() * (${FEW} + 1 + cardinality(t)) / (1 + show_limit()) - 0.01)::int + 1
    from show_trgm(search_fold(${query})) t)`;

/** The query's trigrams of plain letters and digits, each with its distance from its word's end. */
const fromEnds = (query: string) => sql`select g, min(r) as r
  from search_fold(${query}) f, regexp_split_to_table(f, '[^a-z0-9]+') w, generate_series(1, length(w) + 1) i,
    lateral (select substr('  ' || w || ' ', i, 3) as g, length(w) + 1 - i as r) t
  where w <> '' and g = any (show_trgm(f)) group by g`;

/**
 * The needed trigrams as patterns on the stored words (" jo" a word's start: '% jo%'; "on " its
 * end: '%on %'): those inside the word first, from its start, then the padded ones from its end;
 * '%' (every name) when the query has too few.
 */
const patterns = (query: string) =>
  sql`(select case when count(*) >= ${needed(query)}
      then (array_agg('%' || replace(g, '  ', ' ') || '%' order by g like '% %', case when g like '% %' then r else -r end, g))[1:${needed(query)}] else array['%'] end
    from (${fromEnds(query)}) e)::text[]`;

/**
 * The rows of `select` (people as p) whose folded name looks like `folded` (the query folded, once),
 * for a one-word query; undefined for others (two words share few names with the index already).
 */
export function similarPeople(select: SQL, text: string, folded: SQL): SQL | undefined {
  if (searchWords(text).length !== 1) return undefined;
  const query = searchWords(text).join(" ");
  return sql`${select} where p.search_words like any (${patterns(query)}) and p.search_words % ${folded} and p.search_trigrams > ${FEW}
    union ${select} where p.search_trigrams <= ${FEW} and p.search_name % ${folded}`;
}
