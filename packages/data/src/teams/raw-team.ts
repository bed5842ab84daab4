// A team as the API may send it (spec §3 Team), permissive.
import { z } from "zod/mini";
import { maybeId, maybeNumber, maybeText, nameOrText } from "../shared/loose";

/** spec §3 Team, permissive: any field may be missing; sport, level, division, conference and stadium may be `{name}` objects. */
export const rawTeamSchema = z.object({
  id: maybeId,
  slug: maybeText,
  name: maybeText,
  city: maybeText,
  abbreviation: maybeText,
  short_name: maybeText,
  sport_name: maybeText,
  level_name: maybeText,
  sport: nameOrText,
  level: nameOrText,
  division: nameOrText,
  conference: nameOrText,
  state: maybeText,
  country: maybeText,
  stadium: nameOrText,
  founded_year: maybeNumber,
  championships_won: maybeNumber,
  last_championship_year: maybeNumber,
  last_championship_season: maybeText,
});

export type RawTeam = z.infer<typeof rawTeamSchema>;
