// The global search's match quality (issue #17), over a name already folded (search_fold):
// candidates are the names holding every word of the query (the lists' rule) or, for a query of
// four characters or more, names like it by trigram similarity (typos: "Wayne Gretzki").
// Tiers rank them: 0 the exact name, 1 every word starting a word of the name, 2 every word
// inside the name, 3 similar only.
import { and, or, sql, type SQL } from "drizzle-orm";
import { everyWord, likeLiteral, searchWords, wordPattern } from "./common";

/** The query as matched: its words joined by one space. */
export const normalQuery = (text: string) => searchWords(text).join(" ");

/** Shorter queries share trigrams with too many names to be told apart by similarity. */
const FUZZY_MIN_LENGTH = 4;

/**
 * A value of the query (its folded text, a word's pattern) as a scalar subquery: computed once per
 * statement. A statement on its generic plan (PGlite's, and PostgreSQL's: search-named.ts) otherwise
 * folds the query again for every name it compares, an unaccent per row.
 */
const once = (value: SQL) => sql`(select ${value})`;

const folded = (text: string) => once(sql`search_fold(${normalQuery(text)})`);

/** The folded query, as written: the teams' similarity reads, given the subquery, cost 1 -> 4 ms of PostgreSQL CPU. */
const foldedKey = (text: string) => sql`search_fold(${normalQuery(text)})`;

/** `name % query`, for queries long enough to tell. */
const similar = (name: SQL, text: string, query: SQL) =>
  normalQuery(text).length >= FUZZY_MIN_LENGTH ? sql`${name} % ${query}` : undefined;

/** Every word of the query inside the folded name. */
export const holdsEveryWord = (name: SQL, text: string) => everyWord(text, (pattern) => sql`${name} like ${once(pattern)}`);

/**
 * The ids holding every word of the query: `idsOf(pattern)` per word (its LIKE pattern, computed
 * once), the sets intersected; none for a query without words. Each set an index read: given
 * "like or in (…)", the planner read every row and probed each set per row.
 */
export function everyWordIds(text: string, idsOf: (pattern: SQL) => SQL): SQL {
  const sets = searchWords(text).map((word) => idsOf(once(wordPattern(word))));
  return sets.length ? sql.join(sets, sql` intersect `) : sql`select null::int where false`;
}

/** The folded name looks like the query (trigram similarity), for queries long enough to tell. */
export const looksLike = (name: SQL, text: string): SQL | undefined => similar(name, text, foldedKey(text));

/** The folded name is a candidate: it holds every word, or looks like the query. */
export const nameCandidate = (name: SQL, text: string) => or(holdsEveryWord(name, text), looksLike(name, text));

/**
 * The rows of `select` whose folded name is a candidate, as a union of one statement per way to
 * match: given "like or %", the planner read the whole table, costing the trigram similarity of
 * every row (32,600 people for 'smith') as cheap as a comparison; each alone is a trigram index read.
 * `similarRows`: the similar rows read another way, given the folded query (the people: search-similar.ts).
 */
export function candidateRows(select: SQL, name: SQL, text: string, similarRows?: (query: SQL) => SQL | undefined): SQL {
  const like = sql`${select} where ${holdsEveryWord(name, text) ?? sql`false`}`;
  const query = folded(text); // the query folded once, not at each name's recheck
  const fuzzy = similar(name, text, query);
  return fuzzy ? sql`${like} union ${similarRows?.(query) ?? sql`${select} where ${fuzzy}`}` : like;
}

/** Punctuation and spaces as one space, so a word's start is a space: "o'neal" is "o neal". */
const spaced = (text: SQL) => sql`(' ' || regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g'))`;

function startsWords(words: SQL, text: string): SQL | undefined {
  return and(
    ...searchWords(text).map((word) => sql`${words} like ${once(sql`'%' || ${likeLiteral(spaced(sql`search_fold(${word})`))} || '%'`)}`),
  );
}

/**
 * 0 exact, 1 word starts, 2 every word inside, 3 similar only. `words`: the name spaced as
 * spaced() does, when stored (people.search_words, or null where it may differ: migration 0012).
 */
export function matchTier(name: SQL, text: string, words?: SQL): SQL {
  const spacedName = words ? sql`coalesce(${words}, ${spaced(name)})` : spaced(name);
  return sql`case when ${name} = ${folded(text)} then 0 when ${startsWords(spacedName, text) ?? sql`false`} then 1
    when ${holdsEveryWord(name, text) ?? sql`false`} then 2 else 3 end`;
}

/** Trigram similarity of the folded name to the query, for ranking typos. */
export const similarityTo = (name: SQL, text: string) => sql`similarity(${name}, ${folded(text)})`;
