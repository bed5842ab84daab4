import type { Franchise, TeamSeasonRow } from "@tl/data/teams";
import { formatCount, formatOrdinal, formatWinPercentage, orNotAvailable } from "@tl/data/shared";
import { useMemo } from "react";
import { Badge } from "../../../components/badge";
import type { DataColumn } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";
import { SeasonLink } from "../../../components/entity-link";

const number = (id: string, header: string, value: (row: TeamSeasonRow) => number | null): DataColumn<TeamSeasonRow> => ({
  id,
  header,
  kind: "number",
  value,
  cell: (row) => orNotAvailable(value(row)),
  className: "text-right tabular-nums",
  headerClassName: "text-right",
});

/**
 * The columns: ties and overtime losses only where some season has them (football's ties,
 * hockey's ties to 2003-04 and overtime losses from 1999-2000); baseball and basketball have
 * neither. A missing value reads "N/A", downloads as an empty field and sorts last.
 */
function seasonColumns(rows: readonly TeamSeasonRow[], franchise: Pick<Franchise, "sportSlug" | "levelSlug">): DataColumn<TeamSeasonRow>[] {
  const hasTies = rows.some((row) => row.ties !== null);
  const hasOvertime = rows.some((row) => row.overtimeLosses !== null);
  return [
    {
      id: "season",
      header: "Season",
      rowHeader: true,
      kind: "number",
      value: (row) => row.season.startYear,
      csv: (row) => row.season.label,
      cell: (row) =>
        row.season.slug ? (
          <SeasonLink
            slug={row.season.slug}
            sportSlug={franchise.sportSlug}
            levelSlug={franchise.levelSlug}
            className="font-semibold whitespace-nowrap text-primary-700 underline-offset-2 hover:underline"
          >
            {row.season.label}
          </SeasonLink>
        ) : (
          <span className="whitespace-nowrap">{row.season.label}</span>
        ),
    },
    { id: "league", header: "League", value: (row) => row.league, className: "whitespace-nowrap" },
    { id: "division", header: "Division", value: (row) => row.division, cell: (row) => orNotAvailable(row.division) },
    number("wins", "W", (row) => row.wins),
    number("losses", "L", (row) => row.losses),
    ...(hasTies ? [number("ties", "T", (row) => row.ties)] : []),
    ...(hasOvertime ? [number("overtime-losses", "OTL", (row) => row.overtimeLosses)] : []),
    {
      id: "win-percentage",
      header: "Win %",
      kind: "number",
      value: (row) => row.winPercentage,
      cell: (row) => formatWinPercentage(row.winPercentage),
      className: "text-right tabular-nums",
      headerClassName: "text-right",
    },
    {
      id: "finish",
      header: "Finish",
      kind: "number",
      value: (row) => row.rank,
      cell: (row) =>
        row.rank === null ? (
          "N/A"
        ) : (
          <span className="whitespace-nowrap">
            {formatOrdinal(row.rank)}
            {row.gamesBehind !== null && row.gamesBehind > 0 && (
              <span className="text-xs text-muted"> ({formatCount(row.gamesBehind)} GB)</span>
            )}
          </span>
        ),
    },
    {
      id: "playoffs",
      header: "Playoffs",
      value: (row) => row.playoffs,
      cell: (row) => {
        if (row.playoffs === null) return "N/A";
        if (row.playoffResult === "champion") return <Badge tone="accent">{row.playoffs}</Badge>;
        if (row.playoffResult === "title_vacated") return <Badge tone="warning">{row.playoffs}</Badge>;
        return row.playoffs;
      },
    },
    { id: "coach", header: "Coach", value: (row) => row.coachName, cell: (row) => orNotAvailable(row.coachName) },
  ];
}

/**
 * Every league season of the franchise, newest first until a header sorts it otherwise
 * (components/data-table): sortable, downloadable as CSV, its header kept in view on a long
 * table and scrolling sideways on a phone. Each season links to its page (/seasons/:slug) on the
 * franchise's sport's site.
 */
export function SeasonTable(props: { franchise: Franchise; rows: readonly TeamSeasonRow[] }) {
  const { franchise, rows } = props;
  const columns = useMemo(() => seasonColumns(rows, franchise), [rows, franchise]);
  return (
    <DataTable
      label={`Every season of the ${franchise.fullName}, newest first`}
      fileName={`${franchise.fullName} seasons`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      initialSort={{ column: "season", descending: true }}
      minWidth="min-w-[60rem]"
    />
  );
}
