// A franchise's page as the screen reads it (issue #16), every default applied
// (normalise-team-page.ts, normalise-team-season.ts).

/** A league season as the page names it: "1993-94 NHL season", labelled "1993-94", keyed by 1993. */
export interface SeasonName {
  /** "nhl-1993-94"; null when the API sends none. */
  slug: string | null;
  /** "1993-94 NHL season"; the label when the API sends no name. */
  name: string;
  /** "1993-94". */
  label: string;
  /** 1993 for 1993-94; null when unknown. */
  startYear: number | null;
}

/** A name and city the franchise played under, with its years. */
export interface FranchiseName {
  key: string;
  /** "New York Rangers" (the name alone where the city is unknown). */
  fullName: string;
  /** "1926–present", "1883–1889", "from 1926" where the end is unknown. */
  years: string;
  firstYear: number | null;
}

export interface FranchiseTitle {
  key: string;
  season: SeasonName;
  championshipSlug: string | null;
  /** "Stanley Cup Final"; "Championship" when not sent. */
  championshipName: string;
  /** The franchise as it was named that season. */
  wonAs: string;
  runnerUp: string | null;
  /** "4–3"; null for a poll title or where not recorded. */
  result: string | null;
  /** Vacated titles are listed, marked, and counted nowhere. */
  vacated: boolean;
}

export interface BestRecord {
  season: SeasonName;
  /** "52-24-8", ties and overtime losses where the season has them. */
  record: string;
  /** A ratio in [0, 1], or null. */
  winPercentage: number | null;
}

export interface TitleDrought {
  from: SeasonName;
  to: SeasonName;
  seasons: number;
  ongoing: boolean;
}

export interface FirstsAndBests {
  firstSeason: SeasonName | null;
  lastSeason: SeasonName | null;
  /** League seasons we hold standings of; 0 when not sent. */
  seasons: number;
  playoffAppearances: number;
  bestRecord: BestRecord | null;
  longestDrought: TitleDrought | null;
}

export interface Franchise {
  slug: string;
  name: string;
  city: string;
  /** "New York Rangers". */
  fullName: string;
  abbreviation: string;
  sportName: string | null;
  /** "hockey": which site the franchise belongs to; null when the API does not say. */
  sportSlug: string | null;
  levelName: string | null;
  /** "professional", "ncaa-division-i": from the level's name. */
  levelSlug: string | null;
  leagueName: string | null;
  conference: string | null;
  division: string | null;
  foundedYear: number | null;
  active: boolean;
  /** Titles counted (vacated ones are not), as the API counts them. */
  championshipsWon: number;
  /** Oldest first. */
  names: FranchiseName[];
  /** Oldest first, vacated ones included and marked. */
  titles: FranchiseTitle[];
  firstsAndBests: FirstsAndBests;
}

/**
 * How a season's postseason ended (contract season-records.ts), or null where we hold nothing of it.
 * The screen words it ("Won Stanley Cup Final", "Missed playoffs").
 */
export type PlayoffOutcome = "champion" | "title_vacated" | "lost_final" | "lost_round" | "playoffs" | "missed";

/** A won-lost record, a franchise's season or a coach's (the record as recordOf words it). */
export interface WinLossRecord {
  wins: number | null;
  losses: number | null;
  /** null where the sport, the season or the source has none (baseball). */
  ties: number | null;
  overtimeLosses: number | null;
  /** A ratio in [0, 1], or null before any game is decided. */
  winPercentage: number | null;
  /** "52-24-8": wins, losses, then ties where above 0 and overtime losses where held; "N/A" without wins or losses. */
  record: string;
}

/** One league season of the franchise: a row of the season-by-season table. */
export interface TeamSeasonRow extends WinLossRecord {
  key: string;
  season: SeasonName;
  leagueSlug: string | null;
  /** "NHL"; the league's name, else "N/A", when it has no abbreviation. */
  league: string;
  leagueName: string | null;
  /** The franchise as it was named that season. */
  teamName: string;
  conference: string | null;
  division: string | null;
  rank: number | null;
  gamesBehind: number | null;
  playoffResult: PlayoffOutcome | null;
  /** The championship's or the series' name ("Stanley Cup Final", "ALCS"); null otherwise. */
  playoffRound: string | null;
  /** "Won Stanley Cup Final", "Lost ALCS", "Made playoffs", "Missed playoffs"; null where unknown. */
  playoffs: string | null;
  coachName: string | null;
  coachSlug: string | null;
}
