// Home's recent champions (spec §1: year, team, championship, score, opponent, league), read
// from the API so every row is a stored title, labelled by the one season-label rule like
// every other screen (issue #13). A sport site lists its title's last five seasons; the hub
// the latest title of each championship.
import { sites } from "@tl/site-config/sites";
import { seasonLabel } from "@tl/site-config/season-label";
import { normaliseChampion } from "../champions/normalise-champion";
import type { RawChampion } from "../champions/raw-champion";
import { NOT_AVAILABLE } from "../shared/format";

export interface RecentChampion {
  key: string;
  /** "2024", "2024-25": the season as every screen labels it. */
  season: string;
  /** The league season's page (/seasons/:slug, issue #16), on the championship's site; null where none is named. */
  seasonSlug: string | null;
  team: string;
  /** The champion's franchise page (/teams/:slug), on the championship's site. */
  teamSlug: string | null;
  championship: string;
  championshipSlug: string | null;
  /** "40–22 (OT)", "4–1 series", "Poll"; 'N/A' when not recorded. */
  score: string;
  opponent: string;
  /** The short name of the championship's site: "NFL", "College Hockey". */
  league: string;
}

const leagueOf = (slug: string | null | undefined) =>
  Object.values(sites).find((site) => site.championship?.slug === slug)?.shortName ?? NOT_AVAILABLE;

const sportSlug = (raw: RawChampion) => (typeof raw.sport === "object" && raw.sport ? (raw.sport.slug ?? null) : null);

export function toRecentChampion(raw: RawChampion, index: number): RecentChampion {
  const champion = normaliseChampion(raw, index);
  const sport = sportSlug(raw);
  const year = champion.seasonStartYear;
  return {
    key: champion.key,
    season: year === null ? champion.seasonName : sport ? seasonLabel(sport, year) : String(year),
    seasonSlug: champion.seasonSlug,
    team: champion.team,
    teamSlug: champion.teamSlug,
    championship: champion.championshipName,
    championshipSlug: raw.championship_slug ?? null,
    score: champion.result,
    opponent: champion.runnerUp ?? NOT_AVAILABLE,
    league: leagueOf(raw.championship_slug),
  };
}

/** The newest row of each championship, in the order the API lists them (newest first). */
export function latestOfEach(rows: readonly RawChampion[]): RawChampion[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const slug = row.championship_slug ?? "";
    if (seen.has(slug)) return false;
    seen.add(slug);
    return true;
  });
}
