// The seed's entry point (@tl/facts/seed): seedIfEmpty loads the curated facts into an empty
// database (seed.ts) and, on every later start, brings a database seeded earlier up to date.
import { announceDataChange, type DatabaseHandle } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { count, sql } from "drizzle-orm";
import { moveEarlierSeasons } from "./champions";
import { writeFinals, writeSeasonEnds } from "./finals";
import type { SeedOptions } from "./options";
import { writePeople } from "./people";
import { writeMissingChampions } from "./missing-champions";
import { writeMissingReference } from "./missing-reference";
import { writeChampionshipFacts, writeCuratedSource, writeSeasonNames } from "./refresh";
import { seed } from "./seed";
import { curatedSelection } from "./selection";
import { peopleMissing } from "./titles";

export { gameScore } from "./finals";
export type { SeedOptions } from "./options";
export { seed } from "./seed";
export { seasonName } from "../shared/seasons";

/** Any number: processes starting together on one PostgreSQL complete the curated facts in turn. */
const SEED_LOCK = 7_418_203;

/**
 * Seeds the curated facts when the database holds no championship yet. Returns whether it did.
 * A database seeded by an earlier version is brought up to date: the leagues, teams, seasons and
 * champions added to the curated facts since, titles whose facts changed, single-game finals and
 * people (every step is idempotent; nothing is written when nothing is missing).
 */
export async function seedIfEmpty(handle: DatabaseHandle, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(schema.championships);
  if ((row?.n ?? 0) === 0) {
    await seed(handle.db, options);
    return true;
  }
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const selection = curatedSelection(options.championsSince);
    const written =
      (await writeMissingReference(tx, selection.teams)) +
      (await writeChampionshipFacts(tx)) +
      (await moveEarlierSeasons(tx)) +
      (await writeMissingChampions(tx, selection.champions, options.today ?? new Date())) +
      (await writeCuratedSource(tx, selection)) +
      (await writeSeasonNames(tx)) +
      (await writeFinals(tx, options.finals)) +
      (await writeSeasonEnds(tx));
    const people = options.people !== false && (await peopleMissing(tx)) ? await writePeople(tx) : { created: 0, merged: 0 };
    if (written + people.created + people.merged > 0) await announceDataChange(tx);
  });
  return false;
}
