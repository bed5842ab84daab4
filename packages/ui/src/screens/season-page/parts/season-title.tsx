// The season's title (issue #16): its champion and runner-up, each linked to its franchise page,
// and the final's result; or why there is none.
import type { SeasonPage } from "@tl/data/seasons";
import { Trophy } from "lucide-react";
import { Detail } from "../../../components/expandable";
import { TeamName } from "./season-links";

/** What the page says where no champion is recorded (spec §4 result states). */
function noChampion(season: SeasonPage): string {
  switch (season.result) {
    case "not_awarded":
      return season.resultNote ?? "No title was awarded this season.";
    case "before_first_title":
      return `Played before the first ${season.championshipName ?? "title"}.`;
    case "undecided":
      return "To be decided.";
    default:
      return "Not yet recorded.";
  }
}

export function SeasonTitle({ season }: { season: SeasonPage }) {
  const { champion, runnerUp, championshipName, finalResult } = season;
  return (
    <section aria-labelledby="title-heading" className="mb-10 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="title-heading" className="mb-4 flex items-center gap-2 text-2xl font-bold">
        <Trophy aria-hidden className="size-6 text-accent-700" /> {championshipName ?? "Title"}
      </h2>
      {champion === null ? (
        <p className="text-muted">{noChampion(season)}</p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3">
          <Detail label="Champion">
            <TeamName team={champion} season={season} />
          </Detail>
          <Detail label="Runner-up">{runnerUp ? <TeamName team={runnerUp} season={season} /> : "N/A"}</Detail>
          <Detail label="Result">{finalResult ?? "N/A"}</Detail>
        </dl>
      )}
    </section>
  );
}
