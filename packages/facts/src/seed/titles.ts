// The titles that name people: the champions rows with an MVP or a coach, read back from the
// database (so a database seeded before people existed gets them too), and the people they name.
import type { Database } from "@tl/db/client";
import { championMvps, champions, championships, leagues, seasons, sports } from "@tl/db/schema";
import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { CHAMPIONS } from "../curated/champions/index";
import { mvpSide, type PersonKey } from "../curated/people";
import type { SportSlug } from "../curated/reference";
import type { ChampionFacts } from "../curated/types";
import type { Transaction } from "./finals";

export interface Title {
  championId: number;
  championship: string;
  leagueSlug: string;
  leagueId: number;
  sport: SportSlug;
  season: number;
  teamId: number | null;
  runnerUpTeamId: number | null;
  mvpName: string | null;
  coachName: string | null;
}

/** One of our people and every title that names them, as MVP or as coach. */
export interface Person {
  key: PersonKey;
  name: string;
  sport: SportSlug;
  titles: { title: Title; role: "mvp" | "coach" }[];
}

const factOf = (title: Title): ChampionFacts | undefined => CHAMPIONS[title.championship]?.find((fact) => fact.season === title.season);

/** The team an MVP played for in a title, when our facts know it. */
export function mvpTeam(title: Title): number | null {
  const fact = factOf(title);
  const side = fact ? mvpSide(title.championship, fact) : null;
  return side === "champion" ? title.teamId : side === "runnerUp" ? title.runnerUpTeamId : null;
}

export async function titlesOf(tx: Transaction): Promise<Title[]> {
  return tx
    .select({
      championId: champions.id,
      championship: championships.slug,
      leagueSlug: leagues.slug,
      leagueId: leagues.id,
      sport: sql<SportSlug>`${sports.slug}`,
      season: seasons.startYear,
      teamId: champions.teamId,
      runnerUpTeamId: champions.runnerUpTeamId,
      mvpName: champions.mvpName,
      coachName: champions.coachName,
    })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .innerJoin(leagues, eq(championships.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .where(or(isNotNull(champions.mvpName), isNotNull(champions.coachName)));
}

/** Whether some title names an MVP or coach not linked to a person yet. */
export async function peopleMissing(db: Database | Transaction): Promise<boolean> {
  const [row] = await db
    .select({ id: champions.id })
    .from(champions)
    .where(
      or(
        and(isNotNull(champions.coachName), isNull(champions.coachPersonId)),
        and(
          isNotNull(champions.mvpName),
          sql`not exists (select 1 from ${championMvps} where ${championMvps.championId} = ${champions.id})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
