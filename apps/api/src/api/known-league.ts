// league__slug (issue #15) names a league we hold: unlike a sport or level, a league slug is easy
// to mistype ("nal" for negro-american-league), and an empty list would read as "no rows in that
// league", so any other value answers 400 with the choices, as a choice parameter does.
import type { Database } from "@tl/db/client";
import { getLeague, listLeagues } from "@tl/db/queries/reference";
import { QueryError } from "./query";

export async function checkLeague(db: Database, filters: object): Promise<void> {
  const slug = "league__slug" in filters ? filters.league__slug : undefined;
  if (typeof slug !== "string" || (await getLeague(db, slug)) !== undefined) return;
  const { results } = await listLeagues(db, {}, { limit: 500, offset: 0 }, [{ field: "slug", descending: false }]);
  const choices = results.map((league) => league.slug).join(", ");
  throw new QueryError({ league__slug: [`Select a valid choice. ${slug} is not one of the available choices: ${choices}.`] });
}
