// The Stanley Cup before the NHL in a seeded database: the seasons 1892-93 to 1916-17 belong to
// the league "pre-nhl", each with its holder named as it was that season, and a club that is an
// NHL franchise counts its pre-NHL Cups among its titles (the Canadiens' 1916 Cup, Ottawa's).
import { listTeams } from "@tl/db/queries/teams";
import * as schema from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STANLEY_CUP_FINAL } from "../curated/champions/stanley-cup-final";
import { seededDatabase } from "../test/seeded";

const seeded = seededDatabase();

async function cupSeasons() {
  return seeded.handle.db
    .select({
      year: schema.seasons.startYear,
      league: schema.leagues.slug,
      season: schema.seasons.name,
      city: schema.champions.teamCity,
      name: schema.champions.teamName,
    })
    .from(schema.champions)
    .innerJoin(schema.championships, eq(schema.champions.championshipId, schema.championships.id))
    .innerJoin(schema.seasons, eq(schema.champions.seasonId, schema.seasons.id))
    .innerJoin(schema.leagues, eq(schema.seasons.leagueId, schema.leagues.id))
    .where(eq(schema.championships.slug, "stanley-cup-final"))
    .orderBy(schema.seasons.startYear);
}

describe("the Stanley Cup before the NHL, seeded", () => {
  it("puts 1892-93 to 1916-17 in the league pre-nhl and the NHL's seasons from 1917-18", async () => {
    const rows = await cupSeasons();
    expect(rows.filter((row) => row.league === "pre-nhl").map((row) => row.year)).toEqual(Array.from({ length: 25 }, (_, i) => 1892 + i));
    expect(rows.find((row) => row.league === "nhl")?.year).toBe(1917);
  });

  it("names each holder as it was called that season", async () => {
    const rows = await cupSeasons();
    const holder = (year: number) => rows.find((row) => row.year === year);
    expect([1892, 1895, 1903, 1906, 1913, 1914, 1915].map((year) => `${holder(year)?.city ?? ""} ${holder(year)?.name ?? ""}`)).toEqual([
      "Montreal Hockey Club",
      "Winnipeg Victorias",
      "Ottawa Silver Seven",
      "Montreal Wanderers",
      "Toronto Blueshirts",
      "Vancouver Millionaires",
      "Montreal Canadiens",
    ]);
  });

  it("gives the curated source's coverage by the league each season was played in", async () => {
    const [source] = await seeded.handle.db.select().from(schema.dataSources).where(eq(schema.dataSources.slug, "title-ledger-curated"));
    const latest = Math.max(...STANLEY_CUP_FINAL.map((fact) => fact.season));
    expect(source?.coverage).toEqual(
      expect.arrayContaining([
        { league: "pre-nhl", firstYear: 1892, lastYear: 1916 },
        { league: "nhl", firstYear: 1917, lastYear: latest },
        { league: "baa", firstYear: 1946, lastYear: 1948 },
      ]),
    );
  });

  it("counts a franchise's pre-NHL Cups among its titles, and the pre-NHL clubs' own", async () => {
    const page = await listTeams(seeded.handle.db, { search: "" }, { limit: 10_000, offset: 0 }, []);
    const won = (slug: string) => page.results.find((team) => team.slug === slug)?.championships_won;
    const cups = (slug: string, before: boolean) =>
      STANLEY_CUP_FINAL.filter((fact) => fact.champion === slug && fact.season <= 1916 === before).length;
    expect(cups("montreal-canadiens", true)).toBe(1);
    expect(won("montreal-canadiens")).toBe(cups("montreal-canadiens", true) + cups("montreal-canadiens", false));
    expect(won("st-louis-eagles")).toBe(cups("st-louis-eagles", true) + cups("st-louis-eagles", false));
    expect([won("montreal-hockey-club"), won("montreal-wanderers"), won("toronto-blueshirts")]).toEqual([3, 4, 1]);
  });
});
