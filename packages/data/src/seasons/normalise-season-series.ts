// The season's postseason series (issue #16): round as the API names it, winner and loser,
// games won and each game we hold, by date.
import { formatDate } from "../shared/dates";
import { keyOf, numberOr, textOr } from "../shared/loose";
import type { RawSeasonSeries } from "./raw-season-page";
import type { SeasonSeries } from "./season-page";
import { seasonTeam, seriesResult } from "./normalise-season-team";

export function normaliseSeries(raw: RawSeasonSeries, index: number): SeasonSeries {
  const games = (raw.games ?? []).map((game, at) => {
    const isoDate = textOr(game.game_date, null);
    return { key: keyOf(game.id, at), slug: textOr(game.slug, null), date: formatDate(isoDate), isoDate };
  });
  return {
    key: keyOf(raw.id, index),
    round: textOr(raw.round, "Postseason series"),
    winner: seasonTeam(raw.winner),
    loser: seasonTeam(raw.loser),
    result: seriesResult(numberOr(0, raw.winner_wins), numberOr(0, raw.loser_wins), numberOr(0, raw.ties)),
    games,
  };
}
