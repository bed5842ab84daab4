// A standings row as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (the team as plain text, a numeric streak, division, conference, league and
// season as `{ name }` or text; the season otherwise the contract's reference with its page's slug).
import { seasonRef } from "@tl/contract/refs";
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
  // The league season's reference (issue #16), or spec §3's `{ name }` or text.
  season: orText(relaxed(seasonRef)),
});

export type RawStanding = z.infer<typeof rawStandingSchema>;
