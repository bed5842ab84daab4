import type { Championship } from "@tl/data/championships";
import { orNotAvailable } from "@tl/data/shared";
import { Badge } from "../../../components/badge";
import { Detail } from "../../../components/expandable";

/** The championship itself (spec §3 Championship): every field, already defaulted. */
export function ChampionshipFacts({ championship }: { championship: Championship }) {
  const { officialName, trophyName, firstYear, levelName, sportName, leagueName } = championship;
  return (
    <section aria-label="About the championship" className="mb-10 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge tone="primary">{championship.sportAbbreviation}</Badge>
        <Badge tone="secondary">{levelName}</Badge>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Official Name">{orNotAvailable(officialName)}</Detail>
        <Detail label="Trophy">{trophyName}</Detail>
        <Detail label="First Year">{orNotAvailable(firstYear)}</Detail>
        <Detail label="Sport">{orNotAvailable(sportName)}</Detail>
        <Detail label="Level">{levelName}</Detail>
        <Detail label="League">{orNotAvailable(leagueName)}</Detail>
      </dl>
    </section>
  );
}
