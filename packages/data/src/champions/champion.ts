// The winner of one championship in one season as the screens read it (normalise-champion.ts).

/** spec §2 Champions: the expanded row's fallback (not 'N/A'). */
export const NOT_AVAILABLE_LONG = "Not Available";
/** A season whose title was not awarded (strike, lockout, pandemic) has no team. */
export const NO_CHAMPION = "No Champion";
/** The label of a title the NCAA (or the BCS) vacated: shown on its row, never counted. */
export const VACATED = "Vacated";

export interface Champion {
  key: string;
  /** False for a season in which no title was awarded; `notes` then says why. */
  hasTitle: boolean;
  teamCity: string | null;
  teamName: string | null;
  /** City and name ("Los Angeles Dodgers"), or 'No Champion'. */
  team: string;
  teamSlug: string | null;
  championshipName: string;
  /** Which site holds the teams' pages (site-config's siteOfChampionship). */
  championshipSlug: string | null;
  seasonName: string;
  seasonStartYear: number | null;
  /** The league season's page (/seasons/:slug, issue #16), on the championship's site; null where the title has no league season. */
  seasonSlug: string | null;
  /** City and name of the beaten finalist. */
  runnerUp: string | null;
  runnerUpSlug: string | null;
  /** "40–22 (OT)", "4–1 series", "Poll", or 'N/A'. */
  result: string;
  /** The regular-season record, 'N/A' when missing (spec §2). */
  record: string;
  coach: string | null;
  /** The coach's page (/coaches/:slug, issue #16) on the championship's site; null where we hold no such person. */
  coachSlug: string | null;
  mvp: string | null;
  /** The MVP's page (/players/:slug); null where we hold no such person, or for co-MVPs. */
  mvpSlug: string | null;
  /** Every MVP we hold a person of (co-MVPs each), in the order `mvp` names them: their pages (/players/:slug). */
  mvpPeople: { slug: string; name: string }[];
  notes: string | null;
  /** The title was vacated (Louisville's 2013 NCAA title): shown with its notes, counted for nobody. */
  vacated: boolean;
  sportName: string | null;
}
