// A championship as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (an id as text; sport, level and league as plain text).
import { championship } from "@tl/contract/championships";
import { z } from "zod/mini";
import { maybeId } from "../shared/loose";
import { orText, rawRef } from "../shared/raw-refs";
import { relaxed } from "../shared/relax";

export const rawChampionshipSchema = z.extend(relaxed(championship), {
  id: maybeId,
  sport: orText(rawRef),
  level: orText(rawRef),
  league: orText(rawRef),
});

export type RawChampionship = z.infer<typeof rawChampionshipSchema>;
