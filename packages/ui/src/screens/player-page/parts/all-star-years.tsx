import type { AllStarYear } from "@tl/data/players";
import { SeasonName, type PersonHome } from "./person-links";

/** The seasons he was an All-Star, each leading to its season; null: no All-Star data for his league. */
export function AllStarYears(props: { years: readonly AllStarYear[] | null; name: string; league: string | null; home: PersonHome }) {
  const { years, name, league, home } = props;
  return (
    <section aria-labelledby="all-star-heading" className="mb-10">
      <h2 id="all-star-heading" className="mb-3 text-2xl font-bold">
        All-Star years {years && <span className="text-lg font-semibold text-muted tabular-nums">({years.length})</span>}
      </h2>
      {years === null ? (
        <p className="text-muted">We hold no All-Star selections of the {league ?? "player's league"}.</p>
      ) : years.length === 0 ? (
        <p className="text-muted">{name} was never selected for an All-Star Game we hold.</p>
      ) : (
        <ol className="flex flex-wrap gap-2">
          {years.map((year) => (
            <li key={year.key} className="rounded-lg border border-line bg-surface px-3 py-1.5 tabular-nums">
              {year.season ? <SeasonName season={year.season} home={home} /> : year.label}
              {year.games > 1 && <span className="text-sm text-muted"> ({year.games} games)</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
