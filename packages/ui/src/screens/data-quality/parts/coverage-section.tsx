// Per league, how much the database holds (/api/meta/coverage/ with the site's sport and
// level, spec §7): seasons first–last, then counts of champions, teams, games, players, coaches.
import { formatCount } from "@tl/data/shared";
import { useCoverage } from "@tl/data/meta";
import { ListStates } from "../../../components/list-states";
import { useSite } from "../../../site/site-context";

const COUNTS = [
  ["Champions", "champions"],
  ["Teams", "teams"],
  ["Games", "games"],
  ["Players", "players"],
  ["Coaches", "coaches"],
] as const;

export function CoverageSection() {
  const { apiFilters, sportName, levelName } = useSite();
  const coverage = useCoverage({ site: apiFilters });
  const rows = coverage.data ?? [];
  const scope = [levelName, sportName].filter(Boolean).join(" ").toLowerCase();
  return (
    <section aria-labelledby="coverage-heading" className="mb-12">
      <h2 id="coverage-heading" className="mb-2 text-2xl font-bold">
        Coverage by League
      </h2>
      <p className="mb-6 max-w-3xl text-muted">How much of each {scope ? `${scope} ` : ""}league the database holds.</p>
      <ListStates
        query={coverage}
        isEmpty={rows.length === 0}
        errorTitle="Error Loading Coverage"
        emptyTitle="No Coverage Found"
        emptyHint="No league of this site has data yet."
        loadingLabel="Loading coverage"
      >
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
        <div
          tabIndex={0}
          role="region"
          aria-label="Coverage table"
          className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm"
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-primary-50 text-primary-900">
              <tr>
                {["League", "Sport", "Level", "Seasons"].map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
                {COUNTS.map(([column]) => (
                  <th key={column} scope="col" className="px-4 py-3 text-right font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    {row.league}
                    {row.abbreviation && !row.league.includes(row.abbreviation) && (
                      <span className="font-normal text-muted">{` (${row.abbreviation})`}</span>
                    )}
                  </th>
                  <td className="px-4 py-3">{row.sport ?? "N/A"}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{row.level ?? "N/A"}</td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{row.seasons}</td>
                  {COUNTS.map(([label, field]) => (
                    <td key={label} className="px-4 py-3 text-right tabular-nums">
                      {formatCount(row[field])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
    </section>
  );
}
