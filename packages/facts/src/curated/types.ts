// The shapes of our curated facts. Each file under teams/ and champions/ is data we write
// ourselves, checked against the public datasets where they overlap (see *.test.ts).

export interface TeamNameFacts {
  firstYear: number;
  lastYear: number;
  city: string;
  name: string;
}

export interface TeamFacts {
  /** Stable id in URLs: "philadelphia-eagles"; college: "<school>-<nickname>-<sport>". */
  slug: string;
  league: string;
  /** Pro: the city or region ("Golden State"); college: the school ("Ohio State"). */
  city: string;
  /** Pro: the nickname ("Warriors"); college: the nickname ("Buckeyes"). */
  name: string;
  abbreviation: string;
  shortName: string;
  conference: string | null;
  division: string | null;
  /** State or province code. */
  state: string | null;
  country: string;
  stadium: string | null;
  /** First season of the franchise (pro) — null where not certain. */
  foundedYear: number | null;
  /** Earlier cities and names, oldest first; the current name runs from the last one's end. */
  history?: TeamNameFacts[];
  /** false for franchises that no longer play. */
  isActive?: boolean;
  /** Franchise ids in the public datasets, for cross-checks and imports. */
  keys?: { lahman?: string; hockeyDatabank?: string; nflElo?: string[]; nba538?: string[] };
}

export interface ChampionFacts {
  /** Start year of the season: 2024-25 is 2024. */
  season: number;
  /** Team slug, or null when no title was awarded that season (say why in notes). */
  champion: string | null;
  runnerUp: string | null;
  /** "40–22" (winner first) for a single game, "4–3" games won–lost for a series, null for a poll. */
  result: string | null;
  resultType: "game" | "series" | "poll" | null;
  overtime?: string;
  /** The champion's regular-season record, "14–3" or "47–31–4". */
  record?: string;
  /** MVP or most outstanding player of the final, where the award existed. */
  mvp?: string;
  /**
   * The MVP played for the runner-up. Set only in the championships of MVP_OF_CHAMPION
   * (curated/people.ts), whose MVP otherwise played for the champion.
   */
  mvpOfRunnerUp?: true;
  /** The champion's head coach or manager. */
  coach?: string;
  /** Single-game finals: "Stadium, City". */
  venue?: string;
  /** Single-game finals: YYYY-MM-DD. */
  date?: string;
  /** Single-game finals: which side was the designated home team, when known. */
  home?: "champion" | "runnerUp";
  notes?: string;
  /** The NCAA vacated this title: it is shown as vacated and never counted in the program's titles (say when and why in notes). */
  vacated?: true;
}

/**
 * The game that decided a series final (World Series, NBA Finals, Stanley Cup Final, the
 * best-of-three College World Series finals): its number in the series, date, venue and score.
 */
export interface DecidingGameFacts {
  /** Start year of the season, as in ChampionFacts. */
  season: number;
  /** The game's number in the series: the series' games won + lost (+ tied). */
  game: number;
  /** YYYY-MM-DD, local date of the game. */
  date: string;
  /** The champion's score first: "7–6". */
  score: string;
  /** Which side was the home (or designated home) team; absent where our facts do not record it. */
  home?: "champion" | "runnerUp";
  /** "10 innings", "OT", "2OT". */
  overtime?: string;
  /** "Stadium, City", under the name it had on that date; absent where we are not certain of it. */
  venue?: string;
  /** Played at a site chosen in advance, not at a team's home by right. */
  neutralSite?: true;
  notes?: string;
}
