// A person's awards by year on the player's and coach's pages (issue #16): the role's league's
// awards and those of no league (as the card's `awards`), oldest first, each with the league
// season it was given for.
import type { PersonAward } from "@tl/contract/person-pages";
import { seasonLabel } from "@tl/site-config/season-label";
import { sql } from "drizzle-orm";
import { seasonRefOf } from "./season-slug";

export interface AwardRow {
  name: string;
  year: number;
  league_slug: string;
  season_name: string | null;
}

/** The awards' rows as JSON, oldest first: a part of the page's one read (person-page-read.ts). */
export const awardsJson = (personId: number, leagueId: number) => sql`(select coalesce(json_agg(x order by x.year, x.name), '[]')
  from (select a.name, a.year, l.slug as league_slug, s.name as season_name
    from awards a
    join leagues l on l.id = coalesce(a.league_id, ${leagueId})
    left join seasons s on s.league_id = l.id and s.start_year = a.year
    where a.person_id = ${personId} and (a.league_id is null or a.league_id = ${leagueId})) x)`;

export const toAwards = (rows: AwardRow[], sportSlug: string): PersonAward[] =>
  rows.map((row) => ({
    name: row.name,
    start_year: row.year,
    label: seasonLabel(sportSlug, row.year),
    season:
      row.season_name === null ? null : seasonRefOf({ leagueSlug: row.league_slug, sportSlug, startYear: row.year, name: row.season_name }),
  }));
