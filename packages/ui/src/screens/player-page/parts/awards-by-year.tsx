import type { AwardYear } from "@tl/data/players";
import { Badge } from "../../../components/badge";
import { SeasonName, type PersonHome } from "./person-links";

/** Every award, grouped by season, oldest first; the season leads to its page. */
export function AwardsByYear({ years, name, home }: { years: readonly AwardYear[]; name: string; home: PersonHome }) {
  const count = years.reduce((sum, year) => sum + year.awards.length, 0);
  return (
    <section aria-labelledby="awards-heading" className="mb-10">
      <h2 id="awards-heading" className="mb-3 text-2xl font-bold">
        Awards <span className="text-lg font-semibold text-muted tabular-nums">({count})</span>
      </h2>
      {years.length === 0 ? (
        <p className="text-muted">We hold no award of {name}.</p>
      ) : (
        <dl className="divide-y divide-line rounded-xl border border-line bg-surface">
          {years.map((year) => (
            <div key={year.key} className="flex flex-col gap-1 px-4 py-2.5 sm:flex-row sm:items-baseline sm:gap-4">
              <dt className="w-20 shrink-0 font-semibold tabular-nums">
                {year.season ? <SeasonName season={year.season} home={home} /> : year.label}
              </dt>
              <dd className="flex flex-wrap gap-1.5">
                {year.awards.map((award, index) => (
                  <Badge key={`${award}-${String(index)}`} tone="secondary">
                    {award}
                  </Badge>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
