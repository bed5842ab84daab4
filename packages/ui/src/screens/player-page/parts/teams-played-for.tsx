import type { TeamPlayedFor } from "@tl/data/players";
import { TeamName, type PersonHome } from "./person-links";

/** Every franchise of his season rows, by first year, each leading to its page. */
export function TeamsPlayedFor({ teams, name, home }: { teams: readonly TeamPlayedFor[]; name: string; home: PersonHome }) {
  return (
    <section aria-labelledby="teams-heading" className="mb-10">
      <h2 id="teams-heading" className="mb-3 text-2xl font-bold">
        Teams played for
      </h2>
      {teams.length === 0 ? (
        <p className="text-muted">We hold no season of {name} with a team.</p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((entry) => (
            <li key={entry.key} className="flex flex-col rounded-xl border border-line bg-surface px-4 py-2.5">
              <span className="break-words">
                <TeamName team={entry.team} home={home} />
              </span>
              <span className="text-sm text-muted tabular-nums">
                {entry.years} · {entry.seasons} {entry.seasons === 1 ? "season" : "seasons"} · {entry.league}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
