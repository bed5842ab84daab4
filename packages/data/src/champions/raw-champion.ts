// A champion row as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (an id as text, the sport as plain text).
import { champion } from "@tl/contract/champions";
import { z } from "zod/mini";
import { maybeId } from "../shared/loose";
import { orText, rawRef } from "../shared/raw-refs";
import { relaxed } from "../shared/relax";

export const rawChampionSchema = z.extend(relaxed(champion), {
  id: maybeId,
  sport: orText(rawRef),
});

export type RawChampion = z.infer<typeof rawChampionSchema>;
