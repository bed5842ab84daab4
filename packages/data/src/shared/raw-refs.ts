// The references nested in many raw shapes (spec §3), permissive like every raw schema.
import { z } from "zod/mini";
import { maybe, maybeText } from "./loose";

/** A sport, league or level as `{ name, slug, abbreviation }` (every part may be missing). */
export const rawRef = z.object({ name: maybeText, slug: maybeText, abbreviation: maybeText });

/** A team as games and standings nest it (spec §3), or, from looser APIs, its name as plain text. */
export const rawTeamRef = maybe(
  z.union([z.string(), z.object({ name: maybeText, city: maybeText, abbreviation: maybeText, sport_name: maybeText, slug: maybeText })]),
);
