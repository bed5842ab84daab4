// A game as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (teams as plain text, `date`/`time`/`quarter` for `game_date`/`game_time`/
// `period`, a period as a number, championship, season and venue as `{ name }` or text, the
// names flat, overtime as a flag).
import { game, gameTeam } from "@tl/contract/games";
import { z } from "zod/mini";
import { maybe, maybeId, maybeText, nameOrText } from "../shared/loose";
import { orText } from "../shared/raw-refs";
import { relaxed } from "../shared/relax";

/** A quarter or period may come as text ("Q3", "OT") or as a number (3). */
const rawPeriod = maybe(z.union([z.string(), z.number()]));

export const rawGameSchema = z.extend(relaxed(game), {
  id: maybeId,
  home_team: orText(relaxed(gameTeam)),
  away_team: orText(relaxed(gameTeam)),
  date: maybeText,
  time: maybeText,
  quarter: rawPeriod,
  period: rawPeriod,
  championship: maybe(z.union([z.string(), z.object({ name: maybeText, slug: maybeText })])),
  championship_name: maybeText,
  season: maybe(z.union([z.string(), z.object({ name: maybeText, slug: maybeText })])),
  season_name: maybeText,
  venue: nameOrText,
  overtime: maybe(z.union([z.string(), z.boolean()])),
});

export type RawGame = z.infer<typeof rawGameSchema>;
