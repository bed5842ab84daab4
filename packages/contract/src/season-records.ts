// A team's record in one league season (issue #16), as the franchise page's season-by-season
// table and the season page's standings both show it: one set of fields, one playoff result.
import { z } from "zod/mini";
import { described, nullableInt } from "./refs";

/**
 * How a team's postseason ended, derived in this order: champion (it won the league's final, its
 * champions row), title_vacated (it won it, and the title was vacated: never counted),
 * lost_final (the final's runner-up), lost_round (it lost a postseason series we hold: round
 * names it), playoffs (the standings say it reached the postseason, or it won a series, but we
 * hold no exit), missed (the standings say it did not reach the postseason).
 */
export const PLAYOFF_RESULTS = ["champion", "title_vacated", "lost_final", "lost_round", "playoffs", "missed"] as const;
export type PlayoffResult = (typeof PLAYOFF_RESULTS)[number];

export const playoffResult = () =>
  described(
    z.nullable(z.enum(PLAYOFF_RESULTS)),
    "From the champions rows (champion, title_vacated, lost_final: the league's final), the postseason series we hold (lost_round: the series the team lost), and the standings' playoff_position (playoffs: reached the postseason, exit not held; missed). null where we hold none of these for the team's season.",
  );

export const playoffRound = () =>
  described(
    z.nullable(z.string()),
    "The round the postseason ended in: the championship's name for champion, title_vacated and lost_final ('World Series'), the series' round as its dataset names it for lost_round ('ALCS'); null otherwise.",
  );

/** Wins, losses, ties, overtime losses and win %: the fields of a record. */
export const recordFields = () => ({
  wins: z.int(),
  losses: z.int(),
  ties: described(nullableInt(), "null where the sport has none (baseball, basketball)."),
  overtime_losses: described(nullableInt(), "Hockey's overtime (and shootout) losses; null where the sport or the season has none."),
  win_percentage: described(
    z.nullable(z.number()),
    "As the standings give it: stored, else wins / (wins + losses); 3 decimals; null before any game is decided.",
  ),
});

/** Where the team finished in its division (or league, where it had none). */
export const finishFields = () => ({
  rank: described(nullableInt(), "Rank in the division (in the conference or league where the season had no divisions)."),
  games_behind: described(z.nullable(z.number()), "Games behind the leader of the division; null where not held."),
});
