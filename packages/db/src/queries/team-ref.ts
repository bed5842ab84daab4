// The one shape in which every answer names a team (the contract's teamRef): a game's sides, a
// standing's team, a champion and runner-up, a season's champion.
import type { TeamRef } from "@tl/contract/refs";

export interface TeamRefFields {
  name: string | null;
  city: string | null;
  abbreviation: string | null;
  slug: string | null;
}

/** The reference, or null where the row names no team we hold (a final still to be decided). */
export function teamRefOf(fields: TeamRefFields | null, sportName: string): TeamRef | null {
  if (fields === null) return null;
  const { name, city, abbreviation, slug } = fields;
  if (slug === null || name === null || city === null || abbreviation === null) return null;
  return { name, city, abbreviation, sport_name: sportName, slug };
}

/** The reference of a team every field of which is known, in the contract's field order. */
export function teamRefIn(fields: { name: string; city: string; abbreviation: string; slug: string }, sportName: string): TeamRef {
  const { name, city, abbreviation, slug } = fields;
  return { name, city, abbreviation, sport_name: sportName, slug };
}
