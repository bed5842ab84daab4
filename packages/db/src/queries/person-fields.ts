// The parts of a player's and a coach's answer computed alike (spec §3 Player, Coach): the
// person (age is null once the person has died), the sport and league, each person's awards as
// text labelled by the season-label rule, and status from is_active (spec §4: the data yields
// only active or inactive). Derived, never stored.
import { seasonLabel } from "@tl/site-config/season-label";
import { sql, type SQL } from "drizzle-orm";
import { awards, type coaches, leagues, people, type players, sports } from "../schema/index";

/** Whole years from birth to today; null when the birth date is unknown or the person has died. */
const age = sql<
  number | null
>`case when ${people.deathDate} is null then extract(year from age(current_date, ${people.birthDate}))::int end`;

export const personFields = {
  first_name: people.firstName,
  last_name: people.lastName,
  full_name: people.fullName,
  age,
  birth_date: people.birthDate,
  birth_place: people.birthPlace,
  death_date: people.deathDate,
};

export const refs = {
  sport: { name: sports.name, slug: sports.slug, abbreviation: sports.abbreviation },
  league: { name: leagues.name, slug: leagues.slug, abbreviation: leagues.abbreviation },
};

/**
 * Each award's name and season (its start year, as both datasets store it), newest first;
 * awards of no league count in every league. Labelled in awardTexts.
 */
export const awardRows = (leagueId: typeof players.leagueId | typeof coaches.leagueId) =>
  sql<
    { name: string; year: number }[]
  >`array(select json_build_object('name', ${awards.name}, 'year', ${awards.year}) from ${awards} where ${awards.personId} = ${people.id} and (${awards.leagueId} is null or ${awards.leagueId} = ${leagueId}) order by ${awards.year} desc, ${awards.name})`;

/** "Most Valuable Player (1923)", "Conn Smythe (1987-88)": the season by the one season-label rule. */
export function awardTexts(rows: readonly { name: string; year: number }[], sportSlug: string): string[] {
  return rows.map((award) => `${award.name} (${seasonLabel(sportSlug, award.year)})`);
}

/** A nullable count as a sort key: unknown counts sort below every known one. */
export const unknownLast = (count: SQL) => sql`coalesce(${count}, -1)`;

export const statusOf = (isActive: typeof players.isActive | typeof coaches.isActive) =>
  sql<"active" | "inactive">`case when ${isActive} then 'active' else 'inactive' end`;
