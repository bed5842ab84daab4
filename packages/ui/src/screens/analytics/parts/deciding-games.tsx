// The finals chart's second part: the deciding games we hold, won by the home side or the away
// side, one mark per game (a link to its season's page), home wins first.
import type { DecidingGame, FinalsAnswer } from "@tl/data/analytics";
import { FinalLink } from "../../../components/franchise-link";
import { plural, teamName } from "./marks";

const gameTitle = (game: DecidingGame) =>
  `${teamName(game.away)} ${String(game.away_score)} at ${teamName(game.home)} ${String(game.home_score)}, ${game.home_won ? "home" : "away"} side won`;

export function DecidingGames({ championship, answer }: { championship: string; answer: FinalsAnswer }) {
  const { deciders } = answer;
  if (deciders.series === 0) return null;
  const groups = [
    { label: "Home side won", games: deciders.games.filter((game) => game.home_won), className: "bg-primary-700 text-white" },
    { label: "Away side won", games: deciders.games.filter((game) => !game.home_won), className: "bg-primary-100 text-primary-900" },
  ];
  return (
    <div className="mt-6">
      <h3 className="font-semibold">Deciding games</h3>
      <p className="mt-1 text-sm text-muted">
        {plural(deciders.series, "series")} went the distance; we hold {plural(deciders.held, "deciding game")} with{" "}
        {deciders.held === 1 ? "its" : "their"} score.
      </p>
      {groups.map((group) => (
        <div key={group.label} className="mt-3">
          <p className="text-sm font-semibold">
            {group.label}: {group.games.length}
          </p>
          <ul aria-label={group.label} className="mt-1 flex flex-wrap gap-1.5">
            {group.games.map((game) => (
              <li key={game.slug}>
                <FinalLink kind="seasons" slug={game.season.slug} championshipSlug={championship}>
                  <span
                    title={`${game.season.label}: ${gameTitle(game)}`}
                    className={`inline-block rounded-md px-2 py-1 text-xs font-semibold tabular-nums ${group.className}`}
                  >
                    {game.season.label}
                    <span className="sr-only">: {gameTitle(game)}</span>
                  </span>
                </FinalLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
