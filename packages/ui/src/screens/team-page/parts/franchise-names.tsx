import type { FranchiseName } from "@tl/data/teams";

/** The names and cities the franchise played under, oldest first, with their years. */
export function FranchiseNames({ names }: { names: readonly FranchiseName[] }) {
  return (
    <section aria-labelledby="names-heading" className="mb-10">
      <h2 id="names-heading" className="mb-3 text-2xl font-bold">
        Names and cities
      </h2>
      {names.length === 0 ? (
        <p className="text-muted">We hold no earlier names of this team.</p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {names.map((entry) => (
            <li key={entry.key} className="flex flex-col rounded-xl border border-line bg-surface px-4 py-2.5">
              <span className="font-semibold break-words text-ink">{entry.fullName}</span>
              <span className="text-sm text-muted tabular-nums">{entry.years}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
