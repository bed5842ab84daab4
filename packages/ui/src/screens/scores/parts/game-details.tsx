// A game card's open panel (spec §2 Scores, issue #15): its sides, championship and season linked
// to their pages (issue #16), park or venue,
// attendance and the source's notes; a baseball line score as a table; and Retrosheet's
// notice wherever its data (a line score or an attendance of an MLB game) is shown.
import type { Game } from "@tl/data/games";
import { formatCount } from "@tl/data/shared";
import { Detail } from "../../../components/expandable";
import { RETROSHEET_NOTICE } from "../../../layout/attributions";
import { ChampionshipLink, GameSeasonLink, TeamLink } from "./game-links";
import { LineScoreTable } from "./line-score-table";

/** Retrosheet's game logs are the only source of an MLB game's line score and attendance here. */
function fromRetrosheet(game: Game): boolean {
  return game.sportName === "Baseball" && (game.lineScore !== null || game.attendance !== null);
}

export function GameDetails({ game }: { game: Game }) {
  const baseball = game.sportName === "Baseball";
  return (
    <div className="flex flex-col gap-4 border-t border-line p-4">
      {game.lineScore !== null && <LineScoreTable game={game} lineScore={game.lineScore} />}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Away">
          <TeamLink game={game} team={game.awayTeam} />
        </Detail>
        <Detail label="Home">
          <TeamLink game={game} team={game.homeTeam} />
        </Detail>
        <Detail label="Championship">
          <ChampionshipLink game={game} />
        </Detail>
        <Detail label="Season">
          <GameSeasonLink game={game} />
        </Detail>
        <Detail label={baseball ? "Park" : "Venue"}>{game.venue}</Detail>
        <Detail label="Attendance">{formatCount(game.attendance)}</Detail>
      </dl>
      {game.notes !== null && (
        <p className="text-sm text-ink">
          <span className="font-semibold">Notes: </span>
          {game.notes}
        </p>
      )}
      {fromRetrosheet(game) && <p className="text-xs text-muted">{RETROSHEET_NOTICE}</p>}
    </div>
  );
}
