// Every importer on one database, as `pnpm start` runs them (seed, then every importer): sources
// share tables (people from Lahman and from the Hockey Databank share slugs), so they must load
// together, and loading them all again must change nothing. Our people and the imported ones: no
// person twice. The World Series managers and MVPs and the Stanley Cup
// coaches and Conn Smythe winners are the Lahman and Hockey Databank people themselves, updated
// in place under our names; every coach's championships_won is the titles linked to them, and
// where the importers' own counts differ, the difference is reviewed.
import type { DatabaseHandle } from "@tl/db/client";
import { getCoach, listCoaches } from "@tl/db/queries/coaches";
import { coachTitles } from "@tl/db/queries/person-counts";
import { getPlayer } from "@tl/db/queries/players";
import * as schema from "@tl/db/schema";
import { and, count, eq, inArray, isNotNull, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAMPIONS } from "../curated/champions/index";
import { namesIn, personKey } from "../curated/people";
import { NOT_MERGED, PERSON_IDS } from "../curated/person-ids";
import { datasetsDir } from "../datasets/locate";
import { needsDatasets } from "../test/datasets";
import { lahmanImported } from "../test/lahman-imported";
import { plainName } from "../test/people-evidence";
import { lahmanImporter } from "./lahman";
import { IMPORTERS, runImport } from "./run";

const dir = datasetsDir();

const { people, players, coaches, champions, championships, championMvps, seasons, leagues, sports, standings, games, postseasonSeries } =
  schema;

describe("all importers together, with our people", needsDatasets(IMPORTERS.flatMap((importer) => importer.files)), () => {
  let handle: DatabaseHandle;
  const imported = { lahman: 0, databank: 0 };

  beforeAll(async () => {
    // The run's one Lahman import (lahman-imported.ts), on the seeded database; then the others in
    // their order (Lahman, before them here, shares nothing with the NFL's two, its only predecessors).
    const lahman = await lahmanImported();
    handle = lahman.handle;
    expect(lahman.outcome.status, lahmanImporter.name).toBe("imported");
    for (const importer of IMPORTERS.filter((importer) => importer !== lahmanImporter))
      expect((await runImport(handle.db, importer, dir ?? "")).status, importer.name).toBe("imported");
    const keyed = async (prefix: string) =>
      (
        await handle.db
          .select({ n: count() })
          .from(people)
          .where(like(people.sourceKey, `${prefix}:%`))
      )[0]?.n ?? 0;
    imported.lahman = await keyed("lahman");
    imported.databank = await keyed("hockey-databank");
  }, 600_000);
  afterAll(() => handle.close());

  const totals = async () => ({
    people: (await handle.db.select({ n: count() }).from(people))[0]?.n,
    players: (await handle.db.select({ n: count() }).from(players))[0]?.n,
    standings: (await handle.db.select({ n: count() }).from(standings))[0]?.n,
    games: (await handle.db.select({ n: count() }).from(games))[0]?.n,
    series: (await handle.db.select({ n: count() }).from(postseasonSeries))[0]?.n,
  });

  it("loads them one after another", async () => {
    const first = await totals();
    expect(first.people).toBeGreaterThan(25_000);
    // Retrosheet's 233,638 MLB games and the postseason logs, 538's NBA and NFL games, the NHL's valid seasons, college football 2025.
    expect(first.games).toBeGreaterThan(325_000);
  });

  it("has each person once: our people plus the imported ones, less those who are both", async () => {
    const [total] = await handle.db.select({ n: count() }).from(people);
    const [ours] = await handle.db.select({ n: count() }).from(people).where(isNotNull(people.curatedKey));
    const [both] = await handle.db
      .select({ n: count() })
      .from(people)
      .where(and(isNotNull(people.curatedKey), isNotNull(people.sourceKey)));
    expect(ours?.n).toBe(818);
    expect(both?.n).toBe(Object.keys(PERSON_IDS).length);
    expect(total?.n).toBe(818 + imported.lahman + imported.databank - (both?.n ?? 0));
    // Every identity we know was found by the importer: a key no import wrote would be a person it missed.
    expect(imported.lahman).toBeGreaterThan(20_000);
    expect(imported.databank).toBeGreaterThan(6_000);
  });

  it("leaves no person of ours beside an imported person of the same sport and name, except the reviewed ones", async () => {
    // Sport and name of every imported person not of ours, by their roles.
    const rolesOf = (table: typeof players | typeof coaches) =>
      handle.db
        .select({ name: people.fullName, sport: sports.slug })
        .from(table)
        .innerJoin(people, eq(table.personId, people.id))
        .innerJoin(leagues, eq(table.leagueId, leagues.id))
        .innerJoin(sports, eq(leagues.sportId, sports.id))
        .where(and(isNull(people.curatedKey), isNotNull(people.sourceKey)));
    const importedNames = new Set(
      [...(await rolesOf(players)), ...(await rolesOf(coaches))].map((row) => `${row.sport}|${plainName(row.name)}`),
    );
    const unkeyed = await handle.db
      .select({ key: people.curatedKey, name: people.fullName })
      .from(people)
      .where(and(isNotNull(people.curatedKey), isNull(people.sourceKey)));
    const twins = unkeyed
      .filter((row) => importedNames.has(`${(row.key ?? "").split("|")[0] ?? ""}|${plainName(row.name)}`))
      .map((row) => row.key);
    expect(twins.sort()).toEqual(Object.keys(NOT_MERGED).sort());
  });

  it("makes Joe Torre one person: Lahman's player and manager, with our name and his four titles", async () => {
    const torre = await handle.db.select().from(people).where(eq(people.fullName, "Joe Torre"));
    expect(torre).toHaveLength(1);
    expect(torre[0]).toMatchObject({
      slug: "joe-torre",
      sourceKey: "lahman:torrejo01",
      curatedKey: "baseball|Joe Torre",
      birthDate: "1940-07-18",
    });
    const manager = await getCoach(handle.db, "joe-torre");
    expect(manager).toMatchObject({ position: "Manager", championships_won: 4, league: { slug: "mlb" } });
    expect(manager?.career_record.wins).toBeGreaterThan(2000);
    expect((await getPlayer(handle.db, "joe-torre"))?.career_stats.hits).toBeGreaterThan(2000);
    const titles = await handle.db
      .select({ season: seasons.startYear })
      .from(champions)
      .innerJoin(seasons, eq(champions.seasonId, seasons.id))
      .where(eq(champions.coachPersonId, torre[0]?.id ?? 0));
    expect(titles.map((t) => t.season).sort()).toEqual([1996, 1998, 1999, 2000]);
  });

  it("keeps our spelling of a merged person's name: Tony La Russa, Jean-Sébastien Giguère", async () => {
    const named = await handle.db
      .select({ slug: people.slug, name: people.fullName, last: people.lastName, sourceKey: people.sourceKey, born: people.birthDate })
      .from(people)
      .where(inArray(people.curatedKey, ["baseball|Tony La Russa", "hockey|Jean-Sébastien Giguère"]));
    expect(named.sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      {
        slug: "jean-sebastien-giguere",
        name: "Jean-Sébastien Giguère",
        last: "Giguère",
        sourceKey: PERSON_IDS["hockey|Jean-Sébastien Giguère"],
        born: expect.any(String) as string,
      },
      { slug: "tony-la-russa", name: "Tony La Russa", last: "La Russa", sourceKey: "lahman:larusto01", born: "1944-10-04" },
    ]);
  });

  it("links every Conn Smythe winner of 1965-2018 (the Databank's years) to the Databank's player, with his NHL career", async () => {
    const rows = await handle.db
      .select({
        season: seasons.startYear,
        name: people.fullName,
        sourceKey: people.sourceKey,
        games: sql<number | null>`(${players.careerStats} ->> 'games_played')::int`,
      })
      .from(championMvps)
      .innerJoin(champions, eq(championMvps.championId, champions.id))
      .innerJoin(championships, eq(champions.championshipId, championships.id))
      .innerJoin(seasons, eq(champions.seasonId, seasons.id))
      .innerJoin(people, eq(championMvps.personId, people.id))
      .leftJoin(players, and(eq(players.personId, people.id), eq(players.leagueId, championships.leagueId)))
      .where(and(eq(championships.slug, "stanley-cup-final"), sql`${seasons.startYear} between 1964 and 2017`));
    expect(rows).toHaveLength(2017 - 1964 + 1 - 1); // no Cup in 2004-05
    for (const row of rows) {
      expect(row.sourceKey, `${String(row.season)} ${row.name}`).toMatch(/^hockey-databank:/);
      expect(row.games, `${String(row.season)} ${row.name}`).toBeGreaterThan(0);
    }
  });

  it("links every World Series manager and MVP through 2025 (Lahman's last season) to Lahman's person", async () => {
    const coachRows = await handle.db
      .select({ season: seasons.startYear, sourceKey: people.sourceKey })
      .from(champions)
      .innerJoin(championships, eq(champions.championshipId, championships.id))
      .innerJoin(seasons, eq(champions.seasonId, seasons.id))
      .innerJoin(people, eq(champions.coachPersonId, people.id))
      .where(and(eq(championships.slug, "world-series"), sql`${seasons.startYear} <= 2025`));
    expect(coachRows).toHaveLength((CHAMPIONS["world-series"] ?? []).filter((fact) => fact.coach && fact.season <= 2025).length);
    for (const row of coachRows) expect(row.sourceKey, String(row.season)).toMatch(/^lahman:/);
    const mvps = (CHAMPIONS["world-series"] ?? []).flatMap((fact) => (fact.mvp && fact.season <= 2025 ? namesIn(fact.mvp) : []));
    for (const name of mvps) expect(PERSON_IDS[personKey("baseball", name)], name).toMatch(/^lahman:/);
  });

  /**
   * Where an importer's own count of a coach's titles differs from the titles our facts link to
   * them, and why ours stands (or, with no title of ours, the importer's count shows).
   */
  const COUNTS_DIFFERING: Record<string, string> = {
    "billy-martin":
      "Lahman credits the 1978 title to the manager of most of the season's games, Martin (fired in July); our facts give it to Bob Lemon, who managed the Yankees to it.",
    "bob-lemon": "The same 1978 title: ours, not Lahman's.",
    "frank-bancroft": "Lahman's 1884 'World Series' (SeriesPost round WS) precedes the modern World Series (1903), our first.",
    "jim-mutrie": "Lahman's 1888 and 1889 'World Series' precede the modern World Series.",
    "bill-watkins": "Lahman's 1887 'World Series' precedes the modern World Series.",
    "charlie-comiskey": "Lahman's 1886 'World Series' precedes the modern World Series.",
    "lester-patrick": "Our facts include Victoria's 1925 Cup, won in the WCHL, whose coaches the Databank does not list with the NHL's.",
  };

  it("counts for every coach the titles linked to them, and shows where an importer counted otherwise", async () => {
    const page = await listCoaches(handle.db, {}, { limit: 100_000, offset: 0 }, []);
    const rows = await handle.db
      .select({ id: coaches.id, slug: people.slug, linked: coachTitles, stored: coaches.championshipsWon })
      .from(coaches)
      .innerJoin(people, eq(coaches.personId, people.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const wrong = page.results.filter((coach) => {
      const row = byId.get(coach.id);
      return coach.championships_won !== (row && row.linked > 0 ? row.linked : row?.stored);
    });
    expect(wrong.map((coach) => coach.slug)).toEqual([]);
    // The importers' counts (MLB through 2025, NHL through 2017-18) against our links over the same years.
    const linkedInData = sql<number>`(select count(*) from champions c join championships ch on ch.id = c.championship_id join seasons s on s.id = c.season_id
      where c.coach_person_id = "coaches"."person_id" and ch.league_id = "coaches"."league_id" and s.start_year <= case "leagues"."slug" when 'mlb' then 2025 else 2017 end)::int`;
    const compared = await handle.db
      .select({ slug: people.slug, stored: coaches.championshipsWon, linked: linkedInData })
      .from(coaches)
      .innerJoin(people, eq(coaches.personId, people.id))
      .innerJoin(leagues, eq(coaches.leagueId, leagues.id))
      .where(inArray(leagues.slug, ["mlb", "nhl"]));
    const differing = compared.filter((row) => row.stored !== row.linked).map((row) => row.slug);
    expect(differing.sort()).toEqual(Object.keys(COUNTS_DIFFERING).sort());
    expect(page.results.filter((coach) => coach.championships_won > 0).length).toBeGreaterThan(350);
  });

  it("imports again without changing anything, our people included; a start on the imported database has nothing to do", async () => {
    const snapshot = async () =>
      (
        await handle.db
          .select({
            digest: sql<string>`md5(string_agg(concat_ws(',', id, slug, full_name, first_name, last_name, source_key, curated_key, birth_date), ';' order by id))`,
          })
          .from(people)
          .where(isNotNull(people.curatedKey))
      )[0]?.digest;
    const before = { totals: await totals(), ours: await snapshot() };
    for (const importer of IMPORTERS) await runImport(handle.db, importer, dir ?? "");
    expect({ totals: await totals(), ours: await snapshot() }).toEqual(before);
    // As an API process starting on an imported database does: nothing to do.
    for (const importer of IMPORTERS) expect((await runImport(handle.db, importer, dir ?? "", { onlyIfNew: true })).status).toBe("skipped");
  }, 300_000);
});
