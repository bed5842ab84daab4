// Issue #17: the whole site's search, GET /api/search/ — teams (any name they have had),
// players, coaches, championships and seasons, grouped by kind, best match first.
import { z } from "zod/mini";
import { MAX_TEXT, siteScope } from "./params";
import { described } from "./refs";

export const searchPaths = { search: "/api/search/" } as const;

/** The kinds, in the order their groups come. */
export const SEARCH_KINDS = ["team", "player", "coach", "championship", "season"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMIT = { default: 5, max: 50 } as const;

const REQUIRED = "This field is required.";
const KIND_MESSAGE = `Choose one or more of: ${SEARCH_KINDS.join(", ")} (comma-separated).`;
const LIMIT_MESSAGE = `Enter a whole number between 1 and ${String(SEARCH_LIMIT.max)}.`;

// Control characters (NUL, tab, newline, escapes…) are refused before trimming: a search is one line of text.
const query = z.pipe(
  z.transform((value: unknown) => value ?? ""),
  z.string({ error: "Not a valid string." }).check(
    z.refine((text) => !/\p{Cc}/u.test(text), { error: "Control characters are not allowed.", abort: true }),
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(MAX_TEXT, `Ensure this value has at most ${String(MAX_TEXT)} characters.`),
  ),
);

const limit = z.pipe(
  z.transform((value: unknown) => (value === undefined || value === "" ? String(SEARCH_LIMIT.default) : value)),
  z.pipe(
    z.string().check(z.regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE, abort: true })),
    z.transform(Number).check(z.refine((value) => value >= 1 && value <= SEARCH_LIMIT.max, LIMIT_MESSAGE)),
  ),
);

const isKind = (kind: string): kind is SearchKind => SEARCH_KINDS.some((known) => known === kind);

const kinds = z.pipe(
  z.transform((value: unknown) => (value === undefined || value === "" ? SEARCH_KINDS.join(",") : value)),
  z.pipe(
    z.string().check(z.refine((text) => text.split(",").every((kind) => isKind(kind.trim())), KIND_MESSAGE)),
    z.transform((text) => SEARCH_KINDS.filter((kind) => text.split(",").some((asked) => asked.trim() === kind))),
  ),
);

export const searchFilters = z.object({
  q: described(
    query,
    "Required, 1 to 100 characters after trimming, no control characters. Case- and accent-insensitive; every word must match (in any order); typos are tolerated by trigram similarity.",
  ),
  limit: described(limit, `Results per group, 1 to ${String(SEARCH_LIMIT.max)} (default ${String(SEARCH_LIMIT.default)}).`),
  kind: described(kinds, `One kind or a comma-separated list: ${SEARCH_KINDS.join(", ")} (default: all).`),
  ...siteScope(),
});
export type SearchFilters = z.output<typeof searchFilters>;

const named = z.strictObject({ slug: z.string(), name: z.string() });

export const searchResult = z.strictObject({
  kind: z.enum(SEARCH_KINDS),
  slug: described(z.string(), "The page's slug: a franchise's, person's, championship's or league season's."),
  name: described(z.string(), "What the result is called: 'Patrick Roy', 'New York Yankees', '1998 New York Yankees'."),
  detail: described(z.string(), "Its secondary line: years, team or position, league ('Goalie · 1984-85 to 2002-03 · NHL')."),
  path: described(
    z.string(),
    "Its page on its sport's site: /teams/{slug}, /players/{slug}, /coaches/{slug}, /championships/{slug}, /seasons/{slug}.",
  ),
  sport: named,
  level: named,
});

export const searchGroup = z.strictObject({
  kind: z.enum(SEARCH_KINDS),
  label: described(z.string(), "Teams, Players, Coaches, Championships, Seasons."),
  count: described(z.int(), "Every match of this kind (results holds at most `limit`)."),
  results: z.array(searchResult),
});

export const searchAnswer = z.strictObject({
  query: described(z.string(), "The search as matched (trimmed)."),
  count: described(z.int(), "Results returned, over every group."),
  groups: described(z.array(searchGroup), "In the order team, player, coach, championship, season; kinds with no match are left out."),
});

export type SearchResult = z.infer<typeof searchResult>;
export type SearchGroup = z.infer<typeof searchGroup>;
export type SearchAnswer = z.infer<typeof searchAnswer>;
