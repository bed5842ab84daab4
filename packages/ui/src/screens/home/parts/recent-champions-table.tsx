// spec §1: the recent champions (year, team, championship, score, opponent, league), read from
// the API (issue #13) and labelled by the one season-label rule, so "Year" is the season as
// every screen names it ("2024" for Super Bowl LIX, "2024-25" for the NBA Finals of June 2025).
import type { RecentChampion } from "@tl/data/recent-champions";
import { Link } from "react-router-dom";
import { ScrollTable } from "../../../components/scroll-table";
import { ErrorPanel } from "../../../components/status-panels";

export const RECENT_COLUMNS = ["Season", "Team", "Championship", "Score", "Opponent", "League"] as const;

export interface RecentChampionsState {
  rows: readonly RecentChampion[] | undefined;
  /** How many rows to hold a place for while loading. */
  expected: number;
  error?: unknown;
  onRetry?: () => void;
}

function PlaceholderRows({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} aria-hidden>
      {RECENT_COLUMNS.map((column) => (
        <td key={column} className="px-4 py-3">
          <span className="inline-block h-5 w-full max-w-32 animate-pulse rounded bg-primary-50 motion-reduce:animate-none" />
        </td>
      ))}
    </tr>
  ));
}

export function RecentChampionsTable({ rows, expected, error, onRetry }: RecentChampionsState) {
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
        {error ? (
          <ErrorPanel title="Error Loading Champions" error={error} onRetry={onRetry} />
        ) : (
          <ScrollTable label="Recent champions" minWidth="min-w-[44rem]">
            <thead>
              <tr>
                {RECENT_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line" aria-busy={!rows}>
              {rows ? (
                rows.map((row) => (
                  <tr key={row.key}>
                    <td className="px-4 py-3 font-semibold whitespace-nowrap tabular-nums">{row.season}</td>
                    <th scope="row" className="px-4 py-3 font-semibold">
                      {row.team}
                    </th>
                    <td className="px-4 py-3">
                      {row.championshipSlug ? (
                        <Link to={`/championships/${row.championshipSlug}`} className="text-primary-700 hover:underline">
                          {row.championship}
                        </Link>
                      ) : (
                        row.championship
                      )}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">{row.score}</td>
                    <td className="px-4 py-3">{row.opponent}</td>
                    <td className="px-4 py-3 text-muted">{row.league}</td>
                  </tr>
                ))
              ) : (
                <PlaceholderRows count={expected} />
              )}
            </tbody>
          </ScrollTable>
        )}
      </div>
    </section>
  );
}
