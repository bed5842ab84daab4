// The season's standings (issue #16): a table per division, under its conference where it has one,
// each in a region named after its division.
import type { SeasonPage, SeasonStandingGroup } from "@tl/data/seasons";
import { useId } from "react";
import { ReferenceSection } from "../../../components/reference-section";
import { StandingsTable } from "./standings-table";

function StandingGroup({ season, group }: { season: SeasonPage; group: SeasonStandingGroup }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="min-w-0">
      <h3 className="mb-1 text-lg font-semibold">
        <span id={heading}>{group.title}</span>
        {group.within && <span className="ml-2 text-sm font-normal text-muted">{group.within}</span>}
      </h3>
      <StandingsTable season={season} group={group} />
    </section>
  );
}

export function SeasonStandings({ season }: { season: SeasonPage }) {
  return (
    <ReferenceSection
      id="standings-heading"
      title="Standings"
      empty={season.standings.length === 0 ? `We hold no standings of the ${season.name}.` : null}
    >
      <div className="grid gap-8">
        {season.standings.map((group) => (
          <StandingGroup key={group.key} season={season} group={group} />
        ))}
      </div>
    </ReferenceSection>
  );
}
