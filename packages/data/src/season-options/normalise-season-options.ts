// The league seasons that have standings or games: entries without a start year dropped.
import { numberOr, textOr } from "../shared/loose";
import type { RawSeasonOptions } from "./raw-season-options";

/** One league season that has standings or games. */
export interface LeagueSeason {
  startYear: number;
  leagueName: string | null;
  leagueAbbreviation: string | null;
  /** The sport's slug ("hockey"), lowercased; null when the API sent none. */
  sport: string | null;
  /** Games we hold of it (games seasons only). */
  games: number | null;
  /** YYYY-MM-DD of its last game we hold (games seasons only). */
  lastDate: string | null;
}

/** Entries without a start year are dropped: a picker cannot offer them. */
export function normaliseSeasonOptions(raw: RawSeasonOptions): LeagueSeason[] {
  return (raw.seasons ?? []).flatMap((season) => {
    const startYear = numberOr(null, season.start_year);
    if (startYear === null) return [];
    return [
      {
        startYear,
        leagueName: textOr(season.league?.name, null),
        leagueAbbreviation: textOr(season.league?.abbreviation, null),
        sport: textOr(season.sport?.slug, null)?.toLowerCase() ?? null,
        games: numberOr(null, season.games),
        lastDate: textOr(season.last_date, null),
      },
    ];
  });
}
