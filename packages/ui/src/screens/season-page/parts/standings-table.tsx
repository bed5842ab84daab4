import type { SeasonPage, SeasonStandingGroup, SeasonStandingRow } from "@tl/data/seasons";
import { formatCount, formatWinPercentage, orNotAvailable } from "@tl/data/shared";
import { useMemo } from "react";
import { Badge } from "../../../components/badge";
import type { DataColumn } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";
import { TeamName } from "./season-links";

const number = (
  id: string,
  header: string,
  value: (row: SeasonStandingRow) => number | null,
  text: (value: number) => string = (v) => formatCount(v),
): DataColumn<SeasonStandingRow> => ({
  id,
  header,
  kind: "number",
  value,
  cell: (row) => {
    const held = value(row);
    return held === null ? "N/A" : text(held);
  },
  className: "text-right tabular-nums",
  headerClassName: "text-right",
});

/** Ties and overtime losses only where some team of the season has them (as on the franchise page). */
function standingColumns(season: SeasonPage, hasTies: boolean, hasOvertime: boolean): DataColumn<SeasonStandingRow>[] {
  return [
    number("rank", "Rank", (row) => row.rank),
    {
      id: "team",
      header: "Team",
      rowHeader: true,
      value: (row) => row.team.fullName,
      cell: (row) => <TeamName team={row.team} season={season} />,
      className: "whitespace-nowrap",
    },
    number("wins", "W", (row) => row.wins),
    number("losses", "L", (row) => row.losses),
    ...(hasTies ? [number("ties", "T", (row) => row.ties)] : []),
    ...(hasOvertime ? [number("overtime-losses", "OTL", (row) => row.overtimeLosses)] : []),
    number("win-percentage", "Win %", (row) => row.winPercentage, formatWinPercentage),
    number(
      "games-behind",
      "GB",
      (row) => row.gamesBehind,
      (gb) => (gb === 0 ? "–" : formatCount(gb)),
    ),
    {
      id: "playoffs",
      header: "Playoffs",
      value: (row) => row.playoffs,
      cell: (row) => {
        if (row.playoffResult === "champion") return <Badge tone="accent">{row.playoffs}</Badge>;
        if (row.playoffResult === "title_vacated") return <Badge tone="warning">{row.playoffs}</Badge>;
        return orNotAvailable(row.playoffs);
      },
    },
  ];
}

/** One division's (or conference's, or league's) standings: sortable, downloadable as CSV, scrolling sideways on a phone. */
export function StandingsTable({ season, group }: { season: SeasonPage; group: SeasonStandingGroup }) {
  const all = season.standings.flatMap((entry) => entry.rows);
  const hasTies = all.some((row) => row.ties !== null);
  const hasOvertime = all.some((row) => row.overtimeLosses !== null);
  const columns = useMemo(() => standingColumns(season, hasTies, hasOvertime), [season, hasTies, hasOvertime]);
  return (
    <DataTable
      label={`${group.title} standings, ${season.name}`}
      fileName={`${season.name} ${group.title} standings`}
      columns={columns}
      rows={group.rows}
      rowKey={(row) => row.key}
      minWidth="min-w-[44rem]"
      density="compact"
    />
  );
}
