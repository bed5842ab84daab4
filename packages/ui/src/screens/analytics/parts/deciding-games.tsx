// The finals chart's second part: the deciding games we hold, won by the home side or the away
// side, one mark per game (a link to its season's page), home wins first; and the games as a
// table with its CSV, like every chart's data (chart-table.tsx).
import { formatDate } from "@tl/data/shared";
import type { DecidingGame, FinalsAnswer } from "@tl/data/analytics";
import type { DataColumn } from "../../../components/data-table/columns";
import { FinalLink } from "../../../components/franchise-link";
import { ChartTable } from "./chart-table";
import { plural, SeasonMarkLink, TeamMarkLink, teamName } from "./marks";

const winner = (game: DecidingGame) => (game.home_won ? "Home" : "Away");

const gameTitle = (game: DecidingGame) =>
  `${teamName(game.away)} ${String(game.away_score)} at ${teamName(game.home)} ${String(game.home_score)}, ${winner(game).toLowerCase()} side won`;

function teamColumn(side: "away" | "home", championship: string): DataColumn<DecidingGame> {
  return {
    id: side,
    header: side === "away" ? "Away" : "Home",
    value: (game) => teamName(game[side]),
    cell: (game) => (
      <TeamMarkLink team={game[side]} championship={championship}>
        {teamName(game[side])}
      </TeamMarkLink>
    ),
  };
}

function columns(championship: string): DataColumn<DecidingGame>[] {
  return [
    {
      id: "season",
      header: "Season",
      value: (game) => game.season.label,
      rowHeader: true,
      cell: (game) => <SeasonMarkLink season={game.season} championship={championship} />,
    },
    { id: "date", header: "Date", value: (game) => game.game_date, cell: (game) => formatDate(game.game_date) },
    teamColumn("away", championship),
    { id: "away-score", header: "Away score", kind: "number", value: (game) => game.away_score },
    teamColumn("home", championship),
    { id: "home-score", header: "Home score", kind: "number", value: (game) => game.home_score },
    { id: "winner", header: "Winning side", value: winner },
  ];
}

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
      {deciders.games.length > 0 && (
        <ChartTable
          columns={columns(championship)}
          rows={deciders.games}
          rowKey={(game) => game.slug}
          tableLabel={`${answer.championship.name} deciding games`}
        />
      )}
    </div>
  );
}
