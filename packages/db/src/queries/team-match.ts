// A franchise matches a search word by any name it has had (issue #17: "Highlanders" finds the
// Yankees, "Brooklyn" the Dodgers): today's city, name or abbreviation, or a former city or name.
import { or, sql, type SQL } from "drizzle-orm";
import { teamNames, teams } from "../schema/index";
import { everyWord, fieldMatches } from "./common";

/** The word (a wordPattern) is in one of the franchise's names, today's or a former one. */
export function teamWordMatches(pattern: SQL): SQL | undefined {
  const former = sql`exists (select 1 from ${teamNames} where ${teamNames.teamId} = ${teams.id}
    and (${fieldMatches(teamNames.city, pattern)} or ${fieldMatches(teamNames.name, pattern)}))`;
  return or(fieldMatches(teams.city, pattern), fieldMatches(teams.name, pattern), fieldMatches(teams.abbreviation, pattern), former);
}

/** The `search` of the team lists: every word in one of the franchise's names. */
export const teamSearch = (text: string | undefined) => everyWord(text, teamWordMatches);
