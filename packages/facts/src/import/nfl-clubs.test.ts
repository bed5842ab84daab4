// A database seeded before the early NFL clubs were curated (here: seeded with only the teams of
// recent champions) gets them, with their names by season, when the NFL games are imported.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import { leagues, teamNames, teams } from "@tl/db/schema";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NFL_TEAMS } from "../curated/teams/nfl";
import { seedIfEmpty } from "../seed/index";
import { addMissingNflClubs } from "./nfl-clubs";

describe("addMissingNflClubs", () => {
  let handle: DatabaseHandle;
  let leagueId = 0;

  beforeAll(async () => {
    handle = await openDatabase();
    await handle.migrate();
    await seedIfEmpty(handle, { championsSince: 2020, people: false });
    leagueId = (await handle.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "nfl")))[0]?.id ?? 0;
  });
  afterAll(() => handle.close());

  it("adds every curated NFL club the database lacks, with its names, and nothing on a second call", async () => {
    const before = (await handle.db.select({ slug: teams.slug }).from(teams)).map((row) => row.slug);
    const missing = NFL_TEAMS.filter((team) => !before.includes(team.slug));
    expect(missing.length).toBeGreaterThan(70);
    expect(await handle.db.transaction((tx) => addMissingNflClubs(tx, leagueId))).toBe(missing.length);
    const names = await handle.db
      .select({ first: teamNames.firstYear, last: teamNames.lastYear, city: teamNames.city, name: teamNames.name, active: teams.isActive })
      .from(teamNames)
      .innerJoin(teams, eq(teamNames.teamId, teams.id))
      .where(eq(teams.slug, "akron-indians"))
      .orderBy(asc(teamNames.firstYear));
    expect(names).toEqual([
      { first: 1920, last: 1925, city: "Akron", name: "Pros", active: false },
      { first: 1926, last: null, city: "Akron", name: "Indians", active: false },
    ]);
    expect(await handle.db.transaction((tx) => addMissingNflClubs(tx, leagueId))).toBe(0);
  });
});
