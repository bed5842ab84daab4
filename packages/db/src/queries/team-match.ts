// A franchise matches a search word by any name it has had (issue #17: "Highlanders" finds the
// Yankees, "Brooklyn" the Dodgers): today's city, name or abbreviation, or a former city or name.
// A word holds no space, so it is in the city or the name exactly when it is in "city name":
// the form stored folded as search_name (migration 0009) under a trigram index, so each word is an index lookup.
import { sql, type SQL } from "drizzle-orm";
import { teams } from "../schema/index";
import { everyWord } from "./common";

/** The word (a wordPattern) is in one of the franchise's names, today's or a former one. */
export function teamWordMatches(pattern: SQL): SQL {
  return sql`(${teams.id} in (select id from teams where search_name like ${pattern})
    or ${teams.id} in (select team_id from team_names where search_name like ${pattern})
    or ${teams.id} in (select id from teams where lower(abbreviation) like ${pattern}))`;
}

/** The `search` of the team lists: every word in one of the franchise's names. */
export const teamSearch = (text: string | undefined) => everyWord(text, teamWordMatches);
