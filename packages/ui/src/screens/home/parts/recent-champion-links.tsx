// Issue #16: Home's recent champions link the season and the champion to their pages, on the
// championship's site. Only the data's chunk (home-data.tsx) imports this file: the rows arrive
// with it, and the placeholder before them needs no links, so the link components (entity-link,
// franchise-link, site-scope: about 1 KB gzip) stay out of Home's first download (README
// "Bundle budget").
import type { RecentChampion } from "@tl/data/recent-champions";
import type { DataColumn } from "../../../components/data-table/columns";
import { FinalLink } from "../../../components/franchise-link";
import { RECENT_CHAMPION_COLUMNS } from "./recent-champions-table";

type Cell = NonNullable<DataColumn<RecentChampion>["cell"]>;

const LINKED: Partial<Record<string, Cell>> = {
  season: (row) => (
    <FinalLink kind="seasons" slug={row.seasonSlug} championshipSlug={row.championshipSlug}>
      {row.season}
    </FinalLink>
  ),
  team: (row) => (
    <FinalLink kind="teams" slug={row.teamSlug} championshipSlug={row.championshipSlug}>
      {row.team}
    </FinalLink>
  ),
};

export const LINKED_RECENT_CHAMPION_COLUMNS: DataColumn<RecentChampion>[] = RECENT_CHAMPION_COLUMNS.map((column) => {
  const cell = LINKED[column.id];
  return cell ? { ...column, cell } : column;
});
