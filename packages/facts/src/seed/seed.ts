// Loads the curated facts into an empty database, in one transaction: reference data, every
// team with its name history (reference.ts), one season per league per year of its
// championship's history and every champion (champions.ts), single-game finals as games
// (finals.ts) and the MVPs and coaches the champions name as people (people.ts).
import { announceDataChange, type Database } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { writeChampions } from "./champions";
import { writeFinals, writeSeasonEnds } from "./finals";
import type { SeedOptions } from "./options";
import { writePeople } from "./people";
import { writeReference } from "./reference";
import { curatedSelection, curatedSourceRow } from "./selection";

export async function seed(db: Database, { today = new Date(), championsSince, people = true, finals }: SeedOptions = {}): Promise<void> {
  const selection = curatedSelection(championsSince);
  await db.transaction(async (tx) => {
    const ids = await writeReference(tx, selection.teams);
    await writeChampions(tx, selection.champions, ids, today);
    await writeFinals(tx, finals);
    await writeSeasonEnds(tx);
    if (people) await writePeople(tx);
    await tx.insert(schema.dataSources).values({ ...curatedSourceRow(selection), importedAt: today });
    await announceDataChange(tx);
  });
}
