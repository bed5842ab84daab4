// spec §1: the recent champions (year, team, championship, score, opponent, league), read from
// the API (issue #13) and labelled by the one season-label rule, so "Year" is the season as
// every screen names it ("2024" for Super Bowl LIX, "2024-25" for the NBA Finals of June 2025).
// Sortable and downloadable like every table (components/data-table), but light: Home's first
// download has a budget (README "Bundle budget"), so the rows show at once through the
// library-free view and become sortable when the table's chunk arrives (LazyDataTable); the
// season and champion links come with the rows, in the data's chunk (recent-champion-links.tsx).
import type { RecentChampion } from "@tl/data/recent-champions";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { DataColumn } from "../../../components/data-table/columns";
import { LazyDataTable } from "../../../components/data-table/lazy-data-table";

/**
 * The columns, names as text: all the placeholder needs (its headers). The rows come with the
 * data's chunk, which links the season and the champion (recent-champion-links.tsx), so the link
 * components stay out of Home's first download.
 */
export const RECENT_CHAMPION_COLUMNS: DataColumn<RecentChampion>[] = [
  { id: "season", header: "Season", value: (row) => row.season, className: "font-semibold whitespace-nowrap tabular-nums" },
  { id: "team", header: "Team", value: (row) => row.team, rowHeader: true },
  {
    id: "championship",
    header: "Championship",
    value: (row) => row.championship,
    cell: (row) =>
      row.championshipSlug ? (
        <Link to={`/championships/${row.championshipSlug}`} className="text-primary-700 hover:underline">
          {row.championship}
        </Link>
      ) : (
        row.championship
      ),
  },
  { id: "score", header: "Score", value: (row) => row.score, className: "whitespace-nowrap tabular-nums" },
  { id: "opponent", header: "Opponent", value: (row) => row.opponent },
  { id: "league", header: "League", value: (row) => row.league, className: "text-muted" },
];

export interface RecentChampionsState {
  rows: readonly RecentChampion[] | undefined;
  /** The data's chunk passes the linked columns. */
  columns?: DataColumn<RecentChampion>[];
  /** How many rows to hold a place for while loading. */
  expected: number;
  /** Shown instead of the table when the API failed: the data's chunk passes its error panel (status-panels stays out of Home's first download). */
  failure?: ReactNode;
}

export function RecentChampionsTable({ rows, columns = RECENT_CHAMPION_COLUMNS, expected, failure }: RecentChampionsState) {
  return (
    <section aria-labelledby="recent-champions-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="recent-champions-heading" className="text-2xl font-bold sm:text-3xl">
          Recent Champions
        </h2>
        <div className="flex gap-4 text-sm font-semibold">
          <Link to="/championships" className="text-primary-700 hover:underline">
            Explore championships
          </Link>
          <Link to="/champions" className="text-primary-700 hover:underline">
            View all champions
          </Link>
        </div>
      </div>
      <div className="mt-6">
        {failure ?? (
          <LazyDataTable
            label="Recent champions"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.key}
            placeholderRows={expected}
            minWidth="min-w-[44rem]"
          />
        )}
      </div>
    </section>
  );
}
