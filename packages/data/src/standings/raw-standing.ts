// A standings row as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (the team as plain text, a numeric streak, division, conference, league and
// season as `{ name }` or text).
import { standing, standingTeam } from "@tl/contract/standings";
import { z } from "zod/mini";
import { maybe, maybeId, nameOrText } from "../shared/loose";
import { orText } from "../shared/raw-refs";
import { relaxed } from "../shared/relax";

export const rawStandingSchema = z.extend(relaxed(standing), {
  id: maybeId,
  team: orText(relaxed(standingTeam)),
  streak: maybe(z.union([z.string(), z.number()])),
  division: nameOrText,
  conference: nameOrText,
  league: nameOrText,
  season: nameOrText,
});

export type RawStanding = z.infer<typeof rawStandingSchema>;
