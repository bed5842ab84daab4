import type { PlayerSeasonKind, PlayerSeasonRow } from "@tl/data/players";
import { useMemo } from "react";
import type { DataColumn } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";
import { figureColumn } from "./career-columns";
import { personColumns } from "./person-columns";
import type { PersonHome } from "./person-links";
import { formatStatValue, KIND_STATS, KIND_TITLES } from "./stat-kinds";

/** Season, team (league where the rows span more than one), then the kind's statistics the rows hold. */
function statColumns(kind: PlayerSeasonKind, rows: readonly PlayerSeasonRow[], home: PersonHome): DataColumn<PlayerSeasonRow>[] {
  const held = KIND_STATS[kind].filter((spec) => rows.some((row) => row.stats[spec.key] !== undefined));
  return [
    ...personColumns(rows, home),
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
