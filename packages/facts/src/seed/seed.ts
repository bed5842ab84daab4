// Loads the curated facts into an empty database, in one transaction: reference data, every
// team with its name history (reference.ts), one season per league per year of its
// championship's history and every champion (champions.ts), single-game finals as games
// (finals.ts) and the MVPs and coaches the champions name as people (people.ts).
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { CHAMPIONS } from "../curated/champions/index";
import { CHAMPIONSHIPS } from "../curated/championships";
import { CURATED_SOURCE } from "../curated/sources";
import { TEAMS } from "../curated/teams/index";
import { writeChampions } from "./champions";
import { writeFinals, writeSeasonEnds } from "./finals";
import type { SeedOptions } from "./options";
import { writePeople } from "./people";
import { writeReference } from "./reference";

export async function seed(db: Database, { today = new Date(), championsSince, people = true, finals }: SeedOptions = {}): Promise<void> {
  const champions = Object.fromEntries(
    Object.entries(CHAMPIONS).map(([slug, facts]) => [
      slug,
      championsSince === undefined ? facts : facts.filter((fact) => fact.season >= championsSince),
    ]),
  );
  const named = new Set(Object.values(champions).flatMap((facts) => facts.flatMap((fact) => [fact.champion, fact.runnerUp])));
  const teams = championsSince === undefined ? TEAMS : TEAMS.filter((team) => named.has(team.slug));
  await db.transaction(async (tx) => {
    const ids = await writeReference(tx, teams);
    await writeChampions(tx, champions, ids, today);
    await writeFinals(tx, finals);
    await writeSeasonEnds(tx);
    if (people) await writePeople(tx);

    const championCount = Object.values(champions).reduce((sum, list) => sum + list.length, 0);
    await tx.insert(schema.dataSources).values({
      ...CURATED_SOURCE,
      coverage: CHAMPIONSHIPS.map((championship) => {
        const years = (champions[championship.slug] ?? []).map((champion) => champion.season);
        return { league: championship.league, firstYear: Math.min(...years), lastYear: Math.max(...years) };
      }),
      rowsLoaded: championCount + teams.length + CHAMPIONSHIPS.length,
      importedAt: today,
    });
    await announceDataChange(tx);
  });
}
