// A team as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (sport, level, division, conference and stadium as `{ name }` or text; the sport
// keeps its slug, which tells the franchise's site).
import { team } from "@tl/contract/teams";
import { z } from "zod/mini";
import { maybeId, nameOrText } from "../shared/loose";
import { orText, rawRef } from "../shared/raw-refs";
import { relaxed } from "../shared/relax";

export const rawTeamSchema = z.extend(relaxed(team), {
  id: maybeId,
  sport: orText(rawRef),
  level: nameOrText,
  division: nameOrText,
  conference: nameOrText,
  stadium: nameOrText,
});

export type RawTeam = z.infer<typeof rawTeamSchema>;
