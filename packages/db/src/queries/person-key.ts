// A person's id by slug (issue #16's player and coach pages): through the people slug index, so
// every later read of the person's rows goes by id.
import type { CareerStats } from "../schema/index";
import { and, eq, exists } from "drizzle-orm";
import type { Database } from "../client";
import { coaches, leagues, people, players } from "../schema/index";

export interface PlayerKey {
  personId: number;
  /** players.career_stats of each of the person's player roles, by league slug. */
  careerStats: Map<string, CareerStats>;
}

/** The person's id and career statistics per league, when the slug names a player; else undefined. */
export async function playerKeyOf(db: Database, slug: string): Promise<PlayerKey | undefined> {
  const rows = await db
    .select({ personId: people.id, league: leagues.slug, careerStats: players.careerStats })
    .from(people)
    .innerJoin(players, eq(players.personId, people.id))
    .innerJoin(leagues, eq(players.leagueId, leagues.id))
    .where(eq(people.slug, slug));
  const [first] = rows;
  if (!first) return undefined;
  return { personId: first.personId, careerStats: new Map(rows.map((row) => [row.league, row.careerStats ?? {}])) };
}

/** The person's id when the slug names a coach; else undefined. */
export async function coachPersonIdOf(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.slug, slug), exists(db.select({ one: coaches.id }).from(coaches).where(eq(coaches.personId, people.id)))));
  return row?.id;
}
