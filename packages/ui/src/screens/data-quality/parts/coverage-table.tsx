// The coverage table (issue #16: every table sortable and downloadable): a league's name, sport,
// level and seasons, then its counts with thousands separators, sorting as numbers.
import type { LeagueCoverage } from "@tl/data/meta";
import { formatCount } from "@tl/data/shared";
import type { DataColumn } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";

const COUNTS = [
  ["Champions", "champions"],
  ["Teams", "teams"],
  ["Games", "games"],
  ["Players", "players"],
  ["Coaches", "coaches"],
] as const;

const leagueName = (row: LeagueCoverage) =>
  row.abbreviation && !row.league.includes(row.abbreviation) ? `${row.league} (${row.abbreviation})` : row.league;

const COLUMNS: DataColumn<LeagueCoverage>[] = [
  {
    id: "league",
    header: "League",
    rowHeader: true,
    value: leagueName,
    // The abbreviation is left out where the name already holds it.
    cell: (row) => (
      <>
        {row.league}
        {leagueName(row) !== row.league && <span className="font-normal text-muted">{` (${row.abbreviation ?? ""})`}</span>}
      </>
    ),
  },
  { id: "sport", header: "Sport", value: (row) => row.sport, cell: (row) => row.sport ?? "N/A" },
  { id: "level", header: "Level", value: (row) => row.level, cell: (row) => row.level ?? "N/A", className: "whitespace-nowrap" },
  { id: "seasons", header: "Seasons", value: (row) => row.seasons, className: "whitespace-nowrap tabular-nums" },
  ...COUNTS.map(([header, field]): DataColumn<LeagueCoverage> => ({
    id: field,
    header,
    kind: "number",
    value: (row) => row[field],
    cell: (row) => formatCount(row[field]),
    className: "text-right tabular-nums",
    headerClassName: "text-right",
  })),
];

export function CoverageTable({ rows }: { rows: readonly LeagueCoverage[] }) {
  return (
    <DataTable
      label="Coverage by league"
      fileName="Coverage by league"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.key}
      minWidth="min-w-[48rem]"
    />
  );
}
