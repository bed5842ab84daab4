import type { Franchise } from "@tl/data/teams";
import { formatCount, formatWinPercentage } from "@tl/data/shared";
import { Detail } from "../../../components/expandable";

/** Firsts and bests (issue #16), over the seasons we hold of the franchise. */
export function FirstsAndBests({ franchise }: { franchise: Franchise }) {
  const { firstSeason, lastSeason, seasons, playoffAppearances, bestRecord, longestDrought } = franchise.firstsAndBests;
  return (
    <section aria-labelledby="firsts-heading" className="mb-10 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="firsts-heading" className="mb-4 text-2xl font-bold">
        Firsts and bests
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="First season">{firstSeason?.name ?? "N/A"}</Detail>
        <Detail label={franchise.active ? "Latest season" : "Last season"}>{lastSeason?.name ?? "N/A"}</Detail>
        <Detail label="Seasons held">{formatCount(seasons)}</Detail>
        <Detail label="Playoff appearances">{formatCount(playoffAppearances)}</Detail>
        <Detail label="Titles">{formatCount(franchise.championshipsWon)}</Detail>
        <Detail label="Best record">
          {bestRecord ? (
            <>
              <span className="tabular-nums">{bestRecord.record}</span> ({formatWinPercentage(bestRecord.winPercentage)}),{" "}
              {bestRecord.season.label}
            </>
          ) : (
            "N/A"
          )}
        </Detail>
        <Detail label="Longest title drought">
          {longestDrought ? (
            <>
              {formatCount(longestDrought.seasons)} {longestDrought.seasons === 1 ? "season" : "seasons"}, {longestDrought.from.label} to{" "}
              {longestDrought.to.label}
              {longestDrought.ongoing && " (ongoing)"}
            </>
          ) : (
            "N/A"
          )}
        </Detail>
      </dl>
    </section>
  );
}
