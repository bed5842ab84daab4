import { Link } from "react-router-dom";
import { useSite } from "../../../site/site-context";
import { recentChampionsFor } from "../recent-champions";

export function RecentChampionsTable() {
  const { site } = useSite();
  const champions = recentChampionsFor(site.championship?.slug ?? null);
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
      <div className="mt-6 overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-primary-50 text-primary-900">
            <tr>
              {["Year", "Team", "Championship", "Score", "Opponent", "League"].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {champions.map((row) => (
              <tr key={`${row.championship}-${row.year}`}>
                <td className="px-4 py-3 font-semibold">{row.year}</td>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {row.team}
                </th>
                <td className="px-4 py-3">{row.championship}</td>
                <td className="px-4 py-3 tabular-nums">
                  {row.score}
                  {row.format === "series" && <span className="text-muted"> series</span>}
                </td>
                <td className="px-4 py-3">{row.opponent}</td>
                <td className="px-4 py-3 text-muted">{row.league}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
