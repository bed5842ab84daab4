// Issue #16: season pages (/seasons/:slug) do not exist yet, so a season of the franchise's
// table links to that league season's standings, which the Standings screen shows from its URL
// (?season=<start year>&league=<league slug>; on the hub, which spans sports, with its sport).
import type { Franchise, TeamSeasonRow } from "@tl/data/teams";

export function standingsHref(row: TeamSeasonRow, franchise: Pick<Franchise, "sportSlug">, spansSports: boolean): string | null {
  if (row.season.startYear === null || row.leagueSlug === null) return null;
  const query = new URLSearchParams({
    ...(spansSports && franchise.sportSlug ? { sport: franchise.sportSlug } : {}),
    season: String(row.season.startYear),
    league: row.leagueSlug,
  });
  return `/standings?${query.toString()}`;
}
