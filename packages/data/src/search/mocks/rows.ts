// Search results in the API's shape (issue #17), real people, clubs, titles and seasons of the
// full data: the secondary lines as the search API writes them (position, years, league; a club's
// league and years; a team season's record and league season).
import type { SearchResult } from "@tl/contract/search";

const hockey = { sport: { slug: "hockey", name: "Hockey" }, level: { slug: "professional", name: "Professional" } };
const baseball = { sport: { slug: "baseball", name: "Baseball" }, level: { slug: "professional", name: "Professional" } };

const player = (slug: string, name: string, detail: string, scope: typeof hockey): SearchResult =>
  ({ kind: "player", slug, name, detail, path: `/players/${slug}`, ...scope });

export const patrickRoy = player("patrick-roy", "Patrick Roy", "Goalie · 1984-85 to 2002-03 · NHL", hockey);
export const jaromirJagr = player("jaromir-jagr", "Jaromir Jagr", "Right Wing · 1990-91 to 2017-18 · NHL", hockey);
export const marioLemieux = player("mario-lemieux", "Mario Lemieux", "Center · 1984-85 to 2005-06 · NHL", hockey);
export const babeRuth = player("babe-ruth", "Babe Ruth", "Right Field · 1914 to 1935 · MLB", baseball);

/** Every player answering "roy", best first (the API counts 603). */
export const royPlayers: readonly SearchResult[] = [
  patrickRoy,
  player("roy-campanella", "Roy Campanella", "Catcher · 1948 to 1957 · MLB", baseball),
  player("roy-halladay", "Roy Halladay", "Pitcher · 1998 to 2013 · MLB", baseball),
  player("roy-worters", "Roy Worters", "Goalie · 1925-26 to 1936-37 · NHL", hockey),
  player("roy-white", "Roy White", "Left Field · 1965 to 1979 · MLB", baseball),
  player("derek-roy", "Derek Roy", "Center · 2003-04 to 2014-15 · NHL", hockey),
  player("roy-oswalt", "Roy Oswalt", "Pitcher · 2001 to 2013 · MLB", baseball),
];

export const scottyBowman = {
  kind: "coach",
  slug: "scotty-bowman",
  name: "Scotty Bowman",
  detail: "Head Coach · 1967-68 to 2001-02 · NHL",
  path: "/coaches/scotty-bowman",
  ...hockey,
} satisfies SearchResult;

export const newYorkYankees = {
  kind: "team",
  slug: "new-york-yankees",
  name: "New York Yankees",
  detail: "MLB · since 1903",
  path: "/teams/new-york-yankees",
  ...baseball,
} satisfies SearchResult;

export const yankees1998 = {
  kind: "season",
  slug: "mlb-1998",
  name: "1998 New York Yankees",
  detail: "114-48 · 1998 MLB season",
  path: "/seasons/mlb-1998",
  ...baseball,
} satisfies SearchResult;

export const stanleyCup = {
  kind: "championship",
  slug: "stanley-cup-final",
  name: "Stanley Cup Final",
  detail: "NHL · since 1893",
  path: "/championships/stanley-cup-final",
  ...hockey,
} satisfies SearchResult;
