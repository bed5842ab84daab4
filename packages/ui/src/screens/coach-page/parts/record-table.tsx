import type { CoachSeasonRow } from "@tl/data/coaches";
import { formatCount, formatOrdinal, formatWinPercentage } from "@tl/data/shared";
import { useMemo } from "react";
import type { DataColumn } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";
import { figureColumn } from "../../player-page/parts/career-columns";
import { personColumns } from "../../player-page/parts/person-columns";
import type { PersonHome } from "../../player-page/parts/person-links";

/**
 * Ties and overtime losses only where some row has them (baseball has neither); the finish and
 * the playoff record where the source gives them (Lahman Managers has the finish and no playoffs,
 * the Hockey Databank the other way round); the leading columns as a player's (person-columns.tsx).
 */
function recordColumns(rows: readonly CoachSeasonRow[], home: PersonHome): DataColumn<CoachSeasonRow>[] {
  const hasTies = rows.some((row) => row.ties !== null);
  const hasOvertime = rows.some((row) => row.overtimeLosses !== null);
  const hasFinish = rows.some((row) => row.rank !== null);
  const hasPlayoffs = rows.some((row) => row.playoffRecord !== null);
  return [
    ...personColumns(rows, home),
    figureColumn<CoachSeasonRow>({ id: "games", header: "G", title: "Games", value: (row) => row.games, format: formatCount }),
    figureColumn<CoachSeasonRow>({ id: "wins", header: "W", title: "Wins", value: (row) => row.wins, format: formatCount }),
    figureColumn<CoachSeasonRow>({ id: "losses", header: "L", title: "Losses", value: (row) => row.losses, format: formatCount }),
    ...(hasTies
      ? [figureColumn<CoachSeasonRow>({ id: "ties", header: "T", title: "Ties", value: (row) => row.ties, format: formatCount })]
      : []),
    ...(hasOvertime
      ? [
          figureColumn<CoachSeasonRow>({
            id: "overtime-losses",
            header: "OTL",
            title: "Overtime losses",
            value: (row) => row.overtimeLosses,
            format: formatCount,
          }),
        ]
      : []),
    figureColumn<CoachSeasonRow>({
      id: "win-percentage",
      header: "Win %",
      value: (row) => row.winPercentage,
      format: (value) => formatWinPercentage(value),
    }),
    ...(hasFinish
      ? [figureColumn<CoachSeasonRow>({ id: "finish", header: "Finish", value: (row) => row.rank, format: formatOrdinal })]
      : []),
    ...(hasPlayoffs
      ? [
          figureColumn<CoachSeasonRow>({
            id: "playoffs",
            header: "Playoffs",
            title: "Playoff record, wins-losses; sorts by wins",
            value: (row) => row.playoffWins,
            format: (_, row) => row.playoffRecord ?? "N/A",
            csv: (row) => row.playoffRecord,
          }),
        ]
      : []),
  ];
}

/**
 * His record, a row a season and team (a change of team in a season is a second row), oldest
 * first until a header sorts it otherwise, the career row after them either way; sortable,
 * downloadable as CSV, scrolling sideways on a phone.
 */
export function RecordTable({ name, rows, home }: { name: string; rows: readonly CoachSeasonRow[]; home: PersonHome }) {
  const columns = useMemo(() => recordColumns(rows, home), [rows, home]);
  return (
    <DataTable
      label={`${name}'s record, season by season`}
      fileName={`${name} record`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      minWidth="min-w-[52rem]"
      density="compact"
    />
  );
}
