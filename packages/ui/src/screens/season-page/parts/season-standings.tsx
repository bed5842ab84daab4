// The season's standings (issue #16): a table per division, under its conference where it has one.
import type { SeasonPage } from "@tl/data/seasons";
import { StandingsTable } from "./standings-table";

export function SeasonStandings({ season }: { season: SeasonPage }) {
  return (
    <section aria-labelledby="standings-heading" className="mb-10">
      <h2 id="standings-heading" className="mb-3 text-2xl font-bold">
        Standings
      </h2>
      {season.standings.length === 0 ? (
        <p className="text-muted">We hold no standings of the {season.name}.</p>
      ) : (
        <div className="grid gap-8">
          {season.standings.map((group) => (
            <div key={group.key}>
              <h3 className="mb-1 text-lg font-semibold">
                {group.title}
                {group.within && <span className="ml-2 text-sm font-normal text-muted">{group.within}</span>}
              </h3>
              <StandingsTable season={season} group={group} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
