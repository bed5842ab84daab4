import { titlesByFranchise, type Champion } from "@tl/data/champions";
import { useMemo } from "react";

/** Titles per franchise, most first: each team named as it was at its latest title. */
export function FranchiseTitles({ champions }: { champions: readonly Champion[] }) {
  const franchises = useMemo(() => titlesByFranchise(champions), [champions]);
  return (
    <section aria-labelledby="franchise-titles-heading" className="mb-10">
      <h2 id="franchise-titles-heading" className="mb-3 text-2xl font-bold">
        Titles per franchise
      </h2>
      {franchises.length === 0 ? (
        <p className="text-muted">No titles have been awarded yet.</p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {franchises.map((franchise) => (
            <li
              key={franchise.key}
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-2.5"
            >
              <span className="min-w-0">
                <span className="block font-semibold break-words text-ink">{franchise.team}</span>
                {franchise.latestYear !== null && <span className="text-xs text-muted">Latest: {franchise.latestYear}</span>}
              </span>
              <span className="shrink-0 text-lg font-bold text-primary-700 tabular-nums">
                {franchise.titles}
                <span className="sr-only">{franchise.titles === 1 ? " title" : " titles"}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
