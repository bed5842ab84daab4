// A player as the API may send it (spec §3 Player), permissive: the person nested or flat,
// team and sport as objects or text.
import { z } from "zod/mini";
import { maybe, maybeBoolean, maybeId, maybeNumber, maybeText, nameOrText } from "../shared/loose";
import { rawPersonFields } from "../shared/person";
import { rawRef } from "../shared/raw-refs";

// The person as the API sends it, plus death_date: the API sends age null for someone who
// has died, and the card must not compute one from the birth date then.
const personFields = { ...rawPersonFields, death_date: maybeText };

export const rawPlayerTeamSchema = z.object({
  name: maybeText,
  city: maybeText,
  abbreviation: maybeText,
  sport_name: maybeText,
  slug: maybeText,
  // The last season of a player who is not active: the team is the club of that season, under its name then.
  season: maybeNumber,
  season_label: maybeText,
});

/** Permissive: every field may be missing; the person nested or flat, team and sport as objects or text. */
export const rawPlayerSchema = z.object({
  id: maybeId,
  slug: maybeText,
  person: maybe(z.object(personFields)),
  ...personFields,
  jersey_number: maybe(z.union([z.string(), z.number()])),
  primary_position: nameOrText,
  position: maybeText,
  current_team: maybe(z.union([z.string(), rawPlayerTeamSchema])),
  height: maybe(z.union([z.string(), z.number()])),
  weight: maybe(z.union([z.number(), z.string()])),
  years_pro: maybeNumber,
  college: maybeText,
  draft_year: maybeNumber,
  draft_round: maybeNumber,
  draft_pick: maybeNumber,
  career_stats: maybe(z.record(z.string(), maybeNumber)),
  awards: maybe(z.array(z.string())),
  championships_won: maybeNumber,
  all_star_selections: maybeNumber,
  is_active: maybeBoolean,
  status: maybeText,
  contract_end_year: maybeNumber,
  sport: maybe(z.union([z.string(), rawRef])),
  sport_name: maybeText,
  // Sent by the API, read by no screen yet; listed so fixtures are checked against the whole shape.
  league: maybe(z.union([z.string(), rawRef])),
  debut_year: maybeNumber,
  final_year: maybeNumber,
});

export type RawPlayer = z.infer<typeof rawPlayerSchema>;
