// The fastRhockey file's team abbreviations → our curated NHL franchises (curated/teams/nhl.ts),
// by season where a code changed hands or a franchise changed its code. Seasons are start
// years (2009 = 2009-10).
//
// ATL: the Atlanta Thrashers, today's Winnipeg Jets franchise (moved in 2011). PHX then ARI: the
// Coyotes (Phoenix to 2013-14, Arizona from 2014-15). UTA: the Utah club, a new franchise
// in 2024-25 (Utah Hockey Club; the Utah Mammoth from 2025-26).

interface CodeRun {
  code: string;
  slug: string;
  firstSeason?: number;
  lastSeason?: number;
}

const CODES: CodeRun[] = [
  { code: "ANA", slug: "anaheim-ducks" },
  { code: "ARI", slug: "arizona-coyotes", firstSeason: 2014, lastSeason: 2023 },
  { code: "ATL", slug: "winnipeg-jets", lastSeason: 2010 },
  { code: "BOS", slug: "boston-bruins" },
  { code: "BUF", slug: "buffalo-sabres" },
  { code: "CAR", slug: "carolina-hurricanes" },
  { code: "CBJ", slug: "columbus-blue-jackets" },
  { code: "CGY", slug: "calgary-flames" },
  { code: "CHI", slug: "chicago-blackhawks" },
  { code: "COL", slug: "colorado-avalanche" },
  { code: "DAL", slug: "dallas-stars" },
  { code: "DET", slug: "detroit-red-wings" },
  { code: "EDM", slug: "edmonton-oilers" },
  { code: "FLA", slug: "florida-panthers" },
  { code: "LAK", slug: "los-angeles-kings" },
  { code: "MIN", slug: "minnesota-wild" },
  { code: "MTL", slug: "montreal-canadiens" },
  { code: "NJD", slug: "new-jersey-devils" },
  { code: "NSH", slug: "nashville-predators" },
  { code: "NYI", slug: "new-york-islanders" },
  { code: "NYR", slug: "new-york-rangers" },
  { code: "OTT", slug: "ottawa-senators" },
  { code: "PHI", slug: "philadelphia-flyers" },
  { code: "PHX", slug: "arizona-coyotes", firstSeason: 1996, lastSeason: 2013 },
  { code: "PIT", slug: "pittsburgh-penguins" },
  // Not the Metropolitans (PCHA), whose curated abbreviation is SEA too.
  { code: "SEA", slug: "seattle-kraken", firstSeason: 2021 },
  { code: "SJS", slug: "san-jose-sharks" },
  { code: "STL", slug: "st-louis-blues" },
  { code: "TBL", slug: "tampa-bay-lightning" },
  { code: "TOR", slug: "toronto-maple-leafs" },
  { code: "UTA", slug: "utah-hockey-club", firstSeason: 2024 },
  { code: "VAN", slug: "vancouver-canucks" },
  { code: "VGK", slug: "vegas-golden-knights", firstSeason: 2017 },
  // The second Jets (the first, to 1995-96, are today's Coyotes franchise).
  { code: "WPG", slug: "winnipeg-jets", firstSeason: 2011 },
  { code: "WSH", slug: "washington-capitals" },
];

/** Every franchise the table can name (for looking up their ids). */
export const NHL_FILE_FRANCHISES: readonly string[] = [...new Set(CODES.map((run) => run.slug))];

/** Our franchise slug for the file's code in a season, or undefined (TBD, an unknown code). */
export function franchiseOf(code: string, season: number): string | undefined {
  return CODES.find((run) => run.code === code && season >= (run.firstSeason ?? -Infinity) && season <= (run.lastSeason ?? Infinity))?.slug;
}
