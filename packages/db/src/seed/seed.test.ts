import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../client";
import { CHAMPIONS } from "../curated/champions/index";
import { TEAMS } from "../curated/teams/index";
import * as schema from "../schema/index";
import { seasonName, seedIfEmpty } from "./index";
import { teamNameIn, teamNameRows } from "./team-names";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase();
  await handle.migrate();
  await seedIfEmpty(handle);
});
afterAll(() => handle.close());

describe("curated seed", () => {
  it("has one champion per seeded season of each championship, each linked to a team and a season", async () => {
    const rows = await handle.db.select().from(schema.champions);
    const expected = Object.values(CHAMPIONS).reduce((sum, list) => sum + list.length, 0);
    expect(rows).toHaveLength(expected);
    for (const row of rows) {
      expect(row.teamId).not.toBeNull();
      expect(row.seasonId).not.toBeNull();
    }
  });

  it("names seasons the way each league does", () => {
    expect(seasonName("nba", 2024)).toBe("2024-25 NBA season");
    expect(seasonName("mlb", 2024)).toBe("2024 MLB season");
    expect(seasonName("ncaa-d1-mih", 1999)).toBe("1999-00 men's college hockey season");
  });

  it("gives a franchise the name of the season asked for", () => {
    const rams = TEAMS.find((team) => team.slug === "los-angeles-rams");
    if (!rams) throw new Error("no Rams");
    expect(teamNameIn(rams, 1945)).toEqual({ city: "Cleveland", name: "Rams" });
    expect(teamNameIn(rams, 1999)).toEqual({ city: "St. Louis", name: "Rams" });
    expect(teamNameIn(rams, 2021)).toEqual({ city: "Los Angeles", name: "Rams" });
    expect(teamNameRows(rams).at(-1)).toEqual({ firstYear: 2016, lastYear: null, city: "Los Angeles", name: "Rams" });
  });

  it("stores Super Bowl LVIII as an overtime win by the Chiefs over the 49ers", async () => {
    const [row] = await handle.db
      .select()
      .from(schema.champions)
      .innerJoin(schema.seasons, eq(schema.champions.seasonId, schema.seasons.id))
      .innerJoin(schema.championships, eq(schema.champions.championshipId, schema.championships.id))
      .where(and(eq(schema.championships.slug, "super-bowl"), eq(schema.seasons.startYear, 2023)));
    expect(row?.champions).toMatchObject({ teamCity: "Kansas City", teamName: "Chiefs", runnerUpName: "49ers", result: "25–22", overtime: "OT" });
  });
});
