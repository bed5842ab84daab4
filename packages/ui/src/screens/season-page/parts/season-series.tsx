// Every postseason series we hold of the season (issue #16): its round as the API names it, the
// winner over the loser with the games won, and each game's date and score. The scores are a
// call of their own (useSeriesScores), so the series show at once and their scores as they come.
import { useSeriesScores, type SeasonPage } from "@tl/data/seasons";
import { TeamName } from "./season-links";

export function SeasonSeriesList({ season }: { season: SeasonPage }) {
  const scores = useSeriesScores(season);
  const scoreOf = (slug: string | null) => (slug === null ? undefined : scores.data?.[slug]);
  return (
    <section aria-labelledby="series-heading" className="mb-10">
      <h2 id="series-heading" className="mb-3 text-2xl font-bold">
        Postseason
      </h2>
      {scores.isError && <p className="mb-3 text-sm text-muted">The games' scores could not be loaded; their dates are shown.</p>}
      {season.series.length === 0 ? (
        <p className="text-muted">We hold no postseason series of the {season.name}.</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2">
          {season.series.map((series) => (
            <li key={series.key} aria-label={`${series.round}: ${series.winner.fullName} over ${series.loser.fullName}, ${series.result}`}>
              <article className="h-full rounded-xl border border-line bg-surface px-4 py-3">
                <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{series.round}</h3>
                <p className="mt-1 font-semibold text-ink">
                  <TeamName team={series.winner} season={season} /> <span className="font-normal text-muted">over</span>{" "}
                  <TeamName team={series.loser} season={season} />, <span className="tabular-nums">{series.result}</span>
                </p>
                {series.games.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">We hold none of this series' games.</p>
                ) : (
                  <ol className="mt-2 grid gap-1 text-sm">
                    {series.games.map((game, index) => (
                      <li key={game.key} className="flex flex-wrap gap-x-2 tabular-nums">
                        <span className="font-semibold">Game {index + 1}</span>
                        <span className="text-muted">{game.date}</span>
                        {scoreOf(game.slug) && <span>{scoreOf(game.slug)}</span>}
                      </li>
                    ))}
                  </ol>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
