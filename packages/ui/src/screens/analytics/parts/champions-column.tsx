// A table's "Champions" column (parity's decades, geography's states): each champion linked to
// its franchise's page with its titles in brackets; the CSV always holds the count, the cell may
// leave out a count of 1 (parity: most of a decade's champions won once).
import type { FranchiseTitles } from "@tl/data/analytics";
import type { DataColumn } from "../../../components/data-table/columns";
import { TeamMarkLink, teamName } from "./marks";

export function championsColumn<Row extends { franchises: readonly FranchiseTitles[] }>(
  championship: string,
  { countOne = true }: { countOne?: boolean } = {},
): DataColumn<Row> {
  return {
    id: "franchises",
    header: "Champions",
    value: (row) => row.franchises.map((franchise) => `${teamName(franchise.team)} (${String(franchise.titles)})`).join("; "),
    cell: (row) => (
      <span className="block min-w-[16rem]">
        {row.franchises.map((franchise, index) => (
          <span key={franchise.team.slug}>
            {index > 0 && ", "}
            <TeamMarkLink team={franchise.team} championship={championship}>
              {teamName(franchise.team)}
            </TeamMarkLink>
            {(countOne || franchise.titles > 1) && ` (${String(franchise.titles)})`}
          </span>
        ))}
      </span>
    ),
    sortable: false,
  };
}
