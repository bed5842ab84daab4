// A champion row as the API may send it (spec §3 Champion), permissive.
import { z } from "zod/mini";
import { maybe, maybeId, maybeNumber, maybeText } from "../shared/loose";
import { rawRef } from "../shared/raw-refs";

/** Permissive: every field may be missing (spec §3 lists only some of them). */
export const rawChampionSchema = z.object({
  id: maybeId,
  team_city: maybeText,
  team_name: maybeText,
  team_slug: maybeText,
  championship_name: maybeText,
  championship_slug: maybeText,
  season_name: maybeText,
  season_start_year: maybeNumber,
  runner_up_city: maybeText,
  runner_up_name: maybeText,
  result: maybeText,
  result_type: maybeText,
  overtime: maybeText,
  record: maybeText,
  coach: maybeText,
  mvp: maybeText,
  venue: maybeText,
  game_date: maybeText,
  notes: maybeText,
  sport: maybe(z.union([z.string(), rawRef])),
});

export type RawChampion = z.infer<typeof rawChampionSchema>;
