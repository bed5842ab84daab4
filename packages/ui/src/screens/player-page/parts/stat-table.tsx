import type { PlayerSeasonKind, PlayerSeasonRow } from "@tl/data/players";
import { useMemo } from "react";
import type { DataColumn } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";
import { figureColumn, textColumn } from "./career-columns";
import { SeasonName, TeamName, type PersonHome } from "./person-links";
import { formatStatValue, KIND_STATS, KIND_TITLES } from "./stat-kinds";

const careerSpan = (row: PlayerSeasonRow) =>
  [row.seasons === null ? null : `${String(row.seasons)} ${row.seasons === 1 ? "season" : "seasons"}`, row.years]
    .filter(Boolean)
    .join(", ");

/** Season, team (league where the rows span more than one), then the kind's statistics the rows hold. */
function statColumns(kind: PlayerSeasonKind, rows: readonly PlayerSeasonRow[], home: PersonHome): DataColumn<PlayerSeasonRow>[] {
  const leagues = new Set(rows.map((row) => row.league));
  const held = KIND_STATS[kind].filter((spec) => rows.some((row) => row.stats[spec.key] !== undefined));
  return [
    textColumn<PlayerSeasonRow>({
      id: "season",
      header: "Season",
      rowHeader: true,
      kind: "number",
      value: (row) => row.season?.startYear ?? null,
      csv: (row) => (row.career ? "Career" : row.season?.label),
      cell: (row) => (row.career || row.season === null ? "Career" : <SeasonName season={row.season} home={home} />),
    }),
    textColumn<PlayerSeasonRow>({
      id: "team",
      header: "Team",
      value: (row) => row.team?.fullName ?? null,
      csv: (row) => (row.career ? careerSpan(row) : row.team?.fullName),
      cell: (row) => (row.career ? careerSpan(row) : row.team ? <TeamName team={row.team} home={home} /> : "N/A"),
    }),
    ...(leagues.size > 1
      ? [
          textColumn<PlayerSeasonRow>({
            id: "league",
            header: "Lg",
            value: (row) => row.league,
            csv: (row) => row.league,
            cell: (row) => row.league,
          }),
        ]
      : []),
    ...held.map((spec) =>
      figureColumn<PlayerSeasonRow>({
        id: spec.key,
        header: spec.header,
        title: spec.title,
        value: (row) => row.stats[spec.key] ?? null,
        format: (value) => formatStatValue(value, spec.format),
      }),
    ),
  ];
}

/**
 * One kind of statistics, a row a season and team, oldest first until a header sorts it
 * otherwise, the career row after them either way; sortable, downloadable as CSV, scrolling
 * sideways on a phone. Seasons and teams lead to their pages.
 */
export function StatTable(props: { name: string; kind: PlayerSeasonKind; rows: readonly PlayerSeasonRow[]; home: PersonHome }) {
  const { name, kind, rows, home } = props;
  const columns = useMemo(() => statColumns(kind, rows, home), [kind, rows, home]);
  const title = KIND_TITLES[kind].toLowerCase();
  return (
    <DataTable
      label={`${name}'s ${title}, season by season`}
      fileName={`${name} ${title}`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      minWidth={columns.length > 10 ? "min-w-[64rem]" : "min-w-[44rem]"}
      density="compact"
    />
  );
}
