// A championship as the API may send it (spec §3 Championship), permissive.
import { z } from "zod/mini";
import { maybe, maybeId, maybeNumber, maybeText } from "../shared/loose";
import { rawRef } from "../shared/raw-refs";

/** Permissive: every field may be missing; sport, level and league may also be plain text. */
export const rawChampionshipSchema = z.object({
  id: maybeId,
  slug: maybeText,
  name: maybeText,
  official_name: maybeText,
  description: maybeText,
  trophy_name: maybeText,
  first_year: maybeNumber,
  first_season_start_year: maybeNumber,
  last_season_start_year: maybeNumber,
  sport: maybe(z.union([z.string(), rawRef])),
  level: maybe(z.union([z.string(), rawRef])),
  league: maybe(z.union([z.string(), rawRef])),
});

export type RawChampionship = z.infer<typeof rawChampionshipSchema>;
