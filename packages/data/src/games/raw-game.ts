// A game as the API may send it (spec §3 Game), permissive.
import { z } from "zod/mini";
import { maybe, maybeBoolean, maybeId, maybeNumber, maybeText, nameOrText } from "../shared/loose";
import { rawRef, rawTeamRef } from "../shared/raw-refs";

/** A quarter or period may come as text ("Q3", "OT") or as a number (3). */
const rawPeriod = maybe(z.union([z.string(), z.number()]));

export const rawGameSchema = z.object({
  id: maybeId,
  slug: maybeText,
  home_team: rawTeamRef,
  away_team: rawTeamRef,
  home_score: maybeNumber,
  away_score: maybeNumber,
  status: maybeText,
  game_date: maybeText,
  date: maybeText,
  game_time: maybeText,
  time: maybeText,
  quarter: rawPeriod,
  period: rawPeriod,
  time_remaining: maybeText,
  championship: nameOrText,
  championship_name: maybeText,
  season: nameOrText,
  season_name: maybeText,
  venue: nameOrText,
  round: maybeText,
  overtime: maybe(z.union([z.string(), z.boolean()])),
  neutral_site: maybeBoolean,
  sport: maybe(rawRef),
});

export type RawGame = z.infer<typeof rawGameSchema>;
