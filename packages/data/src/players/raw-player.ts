// A player as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (the person's fields also flat, the team, sport and league as plain text, a
// numeric jersey number or height, a weight as text, the sport's name flat).
import { currentTeamRef } from "@tl/contract/people";
import { player } from "@tl/contract/players";
import { z } from "zod/mini";
import { maybe, maybeId, maybeText, nameOrText } from "../shared/loose";
import { rawPersonFields } from "../shared/person";
import { orText, rawRef } from "../shared/raw-refs";
import { nonNull, relaxed } from "../shared/relax";

/** The club a card names: a former player's carries the season it is named for (season, season_label). */
export const rawPlayerTeamSchema = relaxed(nonNull(currentTeamRef));

export const rawPlayerSchema = z.extend(relaxed(player), {
  ...rawPersonFields,
  id: maybeId,
  jersey_number: maybe(z.union([z.string(), z.number()])),
  primary_position: nameOrText,
  current_team: orText(rawPlayerTeamSchema),
  height: maybe(z.union([z.string(), z.number()])),
  weight: maybe(z.union([z.number(), z.string()])),
  sport: orText(rawRef),
  sport_name: maybeText,
  league: orText(rawRef),
});

export type RawPlayer = z.infer<typeof rawPlayerSchema>;
