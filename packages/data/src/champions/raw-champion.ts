// A champion row as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (an id as text, the sport as plain text) and the flat fields answers carried
// before each side became a team reference (team_slug, runner_up_city, runner_up_name), still
// read where the nested team or runner_up is absent.
import { champion } from "@tl/contract/champions";
import { z } from "zod/mini";
import { maybeId, maybeText } from "../shared/loose";
import { orText, rawRef } from "../shared/raw-refs";
import { relaxed } from "../shared/relax";

export const rawChampionSchema = z.extend(relaxed(champion), {
  id: maybeId,
  sport: orText(rawRef),
  team_slug: maybeText,
  runner_up_city: maybeText,
  runner_up_name: maybeText,
});

export type RawChampion = z.infer<typeof rawChampionSchema>;
