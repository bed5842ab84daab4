// A person's awards by year on the player's and coach's pages (issue #16): the role's league's
// awards and those of no league (as the card's `awards`), oldest first, each with the league
// season it was given for.
import type { PersonAward } from "@tl/contract/person-pages";
import { seasonLabel } from "@tl/site-config/season-label";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { seasonRefOf } from "./season-slug";

interface AwardRow {
  name: string;
  year: number;
  league_slug: string;
  season_name: string | null;
}

export async function awardsByYear(db: Database, personId: number, leagueId: number, sportSlug: string): Promise<PersonAward[]> {
  const result: unknown = await db.execute(sql`
    select a.name, a.year, l.slug as league_slug, s.name as season_name
    from awards a
    join leagues l on l.id = coalesce(a.league_id, ${leagueId})
    left join seasons s on s.league_id = l.id and s.start_year = a.year
    where a.person_id = ${personId} and (a.league_id is null or a.league_id = ${leagueId})
    order by a.year, a.name`);
  return (result as { rows: AwardRow[] }).rows.map((row) => {
    const year = row.year;
    return {
      name: row.name,
      start_year: year,
      label: seasonLabel(sportSlug, year),
      season:
        row.season_name === null ? null : seasonRefOf({ leagueSlug: row.league_slug, sportSlug, startYear: year, name: row.season_name }),
    };
  });
}
