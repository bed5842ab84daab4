// The seeded database's people and single-game finals against the curated facts: every MVP and
// coach a title names is one person linked to it, with a role in the title's league; a coach's
// championships_won is the titles linked to them; every dated single-game final is a game
// (the deciding games of series finals: finals.test.ts).
import { listGames } from "@tl/db/queries/games";
import { getCoach, listCoaches } from "@tl/db/queries/coaches";
import { getPlayer, listPlayers } from "@tl/db/queries/players";
import * as schema from "@tl/db/schema";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHAMPIONS } from "../curated/champions/index";
import { championshipLeague, namesIn, personKey } from "../curated/people";
import { PERSON_IDS } from "../curated/person-ids";
import { seededDatabase } from "../test/seeded";
import { finalSlug, gameScore } from "./finals";
import { seedIfEmpty } from "./index";

const seeded = seededDatabase();

const { champions, championships, seasons, people, players, coaches, championMvps, teams, leagues, games } = schema;
const everyTitle = Object.entries(CHAMPIONS).flatMap(([championship, facts]) =>
  facts.map((fact) => ({ championship, fact, ...championshipLeague(championship) })),
);
const teamSlugs = async () =>
  new Map((await seeded.handle.db.select({ id: teams.id, slug: teams.slug }).from(teams)).map((row) => [row.id, row.slug]));
const ALL = { limit: 10_000, offset: 0 };

async function titleRows() {
  return seeded.handle.db
    .select({
      id: champions.id,
      championship: championships.slug,
      season: seasons.startYear,
      mvpName: champions.mvpName,
      mvpPersonId: champions.mvpPersonId,
      coachName: champions.coachName,
      coachPersonId: champions.coachPersonId,
      coachFullName: people.fullName,
      coachKey: people.curatedKey,
    })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .leftJoin(people, eq(champions.coachPersonId, people.id));
}

describe("people of the titles", () => {
  it("makes every MVP and coach name exactly one person, under the curated name", async () => {
    const rows = await seeded.handle.db
      .select({ key: people.curatedKey, name: people.fullName, n: count() })
      .from(people)
      .groupBy(people.curatedKey, people.fullName);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const named = new Set(
      everyTitle.flatMap(({ fact, sport }) =>
        [...(fact.mvp ? namesIn(fact.mvp) : []), ...(fact.coach ? [fact.coach] : [])].map((name) => personKey(sport, name)),
      ),
    );
    expect(named.size).toBe(818); // 818 since the 2025 college football title (Curt Cignetti)
    for (const key of named) expect(byKey.get(key), key).toMatchObject({ name: key.split("|")[1], n: 1 });
    expect(rows).toHaveLength(named.size);
    // Two Larry Browns, two people; Vince Lombardi's two Super Bowls, one.
    const browns = await seeded.handle.db
      .select({ slug: people.slug, key: people.curatedKey })
      .from(people)
      .where(eq(people.fullName, "Larry Brown"));
    expect(browns.map((row) => row.slug).sort()).toEqual(["larry-brown-basketball", "larry-brown-football"]);
  });

  it("links every title that names a coach to that coach, and every MVP through champion_mvps", async () => {
    const rows = await titleRows();
    expect(rows).toHaveLength(everyTitle.length);
    const mvpLinks = await seeded.handle.db
      .select({ championId: championMvps.championId, name: people.fullName, teamId: championMvps.teamId })
      .from(championMvps)
      .innerJoin(people, eq(championMvps.personId, people.id));
    const mvpsOf = new Map<number, string[]>();
    for (const link of mvpLinks) mvpsOf.set(link.championId, [...(mvpsOf.get(link.championId) ?? []), link.name]);
    const unlinked: string[] = [];
    for (const row of rows) {
      const at = `${row.championship} ${String(row.season)}`;
      if (row.coachName !== null && row.coachFullName !== row.coachName) unlinked.push(`${at} coach ${row.coachName}`);
      if (row.coachName === null && row.coachPersonId !== null) unlinked.push(`${at}: a coach link without a coach`);
      const mvps = row.mvpName ? namesIn(row.mvpName) : [];
      if ([...(mvpsOf.get(row.id) ?? [])].sort().join("/") !== [...mvps].sort().join("/"))
        unlinked.push(`${at} mvp ${row.mvpName ?? "(none)"}`);
      if ((row.mvpPersonId !== null) !== (mvps.length === 1))
        unlinked.push(`${at}: mvp_person_id ${String(row.mvpPersonId)} for ${String(mvps.length)} MVPs`);
    }
    expect(unlinked).toEqual([]);
    expect(rows.filter((row) => row.coachName !== null)).toHaveLength(everyTitle.filter(({ fact }) => fact.coach).length);
  });

  it("gives MVPs a player role and coaches a coach role in the title's league, none of them active", async () => {
    const roles = async (table: typeof players | typeof coaches) =>
      new Set(
        (
          await seeded.handle.db
            .select({ key: people.curatedKey, league: leagues.slug, active: table.isActive })
            .from(table)
            .innerJoin(people, eq(table.personId, people.id))
            .innerJoin(leagues, eq(table.leagueId, leagues.id))
        ).map((row) => `${row.key ?? ""}@${row.league}${row.active ? " active" : ""}`),
      );
    const [playerRoles, coachRoles] = [await roles(players), await roles(coaches)];
    const expected = { players: new Set<string>(), coaches: new Set<string>() };
    for (const { fact, sport, league } of everyTitle) {
      for (const name of fact.mvp ? namesIn(fact.mvp) : []) expected.players.add(`${personKey(sport, name)}@${league}`);
      if (fact.coach) expected.coaches.add(`${personKey(sport, fact.coach)}@${league}`);
    }
    expect(playerRoles).toEqual(expected.players);
    expect(coachRoles).toEqual(expected.coaches);
  });

  it("gives a coach the team of their latest title, and an MVP the side our facts know he played for", async () => {
    expect(await getCoach(seeded.handle.db, "phil-jackson")).toMatchObject({
      current_team: { slug: "los-angeles-lakers" },
      position: "Head Coach",
      is_active: false,
      status: "inactive",
    });
    expect(await getCoach(seeded.handle.db, "joe-torre")).toMatchObject({
      current_team: { slug: "new-york-yankees" },
      position: "Manager",
    });
    expect(await getCoach(seeded.handle.db, "jerry-york")).toMatchObject({
      current_team: { slug: "boston-college-eagles-hockey" },
      league: { slug: "ncaa-d1-mih" },
    });
    // Chuck Howley was Super Bowl V's MVP for the losing Cowboys; Jerry West the first Finals MVP for the losing Lakers.
    // No dataset holds their careers, so their titles are not counted (null: Howley won Super Bowl VI).
    expect(await getPlayer(seeded.handle.db, "chuck-howley")).toMatchObject({
      current_team: { slug: "dallas-cowboys", season: 1970 },
      championships_won: null,
      position: null,
    });
    expect(await getPlayer(seeded.handle.db, "jerry-west")).toMatchObject({
      current_team: { slug: "los-angeles-lakers", season_label: "1968-69" },
      championships_won: null,
    });
    // A college Most Outstanding Player: our facts do not say which team he played for.
    expect(await getPlayer(seeded.handle.db, "luke-hancock")).toMatchObject({
      current_team: null,
      championships_won: null,
      league: { slug: "ncaa-d1-mbb" },
    });
    // Magic Johnson: one person, a player in both leagues; the latest debut answers, so look at both roles.
    const magic = await listPlayers(seeded.handle.db, { search: "magic johnson" }, ALL, []);
    expect(magic.results.map((p) => [p.league.slug, p.championships_won, p.current_team?.slug ?? null]).sort()).toEqual([
      ["nba", null, "los-angeles-lakers"],
      ["ncaa-d1-mbb", null, null],
    ]);
    expect(new Set(magic.results.map((p) => p.slug))).toEqual(new Set(["magic-johnson"]));
  });

  it("counts as a coach's championships_won the titles linked to them in that league, a vacated title not counted", async () => {
    const linked = new Map<string, number>();
    for (const { fact, sport, league } of everyTitle)
      if (fact.coach)
        linked.set(
          `${personKey(sport, fact.coach)}@${league}`,
          (linked.get(`${personKey(sport, fact.coach)}@${league}`) ?? 0) + (fact.vacated ? 0 : 1),
        );
    const page = await listCoaches(seeded.handle.db, {}, ALL, []);
    expect(page.count).toBe(linked.size);
    const keys = new Map(
      (await seeded.handle.db.select({ slug: people.slug, key: people.curatedKey }).from(people)).map((row) => [row.slug, row.key]),
    );
    for (const coach of page.results)
      expect(coach.championships_won, coach.slug).toBe(linked.get(`${keys.get(coach.slug) ?? ""}@${coach.league.slug}`));
    const won = (slug: string) => page.results.filter((c) => c.slug === slug).map((c) => [c.league.slug, c.championships_won]);
    expect(won("vince-lombardi")).toEqual([["nfl", 2]]);
    expect(won("phil-jackson")).toEqual([["nba", 11]]);
    expect(won("jerry-york")).toEqual([["ncaa-d1-mih", 5]]);
    // Seattle's 2013 Super Bowl; USC's 2004 BCS title (in 2003 the BCS chose LSU, our champion of
    // that season) was vacated, so it is not counted.
    expect(won("pete-carroll").sort()).toEqual([
      ["ncaa-fbs", 0],
      ["nfl", 1],
    ]);
    // Ordering uses the same count; ties by last name.
    const ordered = await listCoaches(seeded.handle.db, {}, { limit: 3, offset: 0 }, [{ field: "championships_won", descending: true }]);
    expect(ordered.results.map((c) => [c.slug, c.championships_won])).toEqual([
      ["phil-jackson", 11],
      ["rod-dedeaux", 10],
      ["john-wooden", 10],
    ]);
  });

  it("counts no championships_won for a player no dataset holds: his MVP titles alone would undercount them", async () => {
    // Tom Brady was MVP of five of his seven Super Bowls: 5 would be a false count, so none is given.
    const brady = await getPlayer(seeded.handle.db, "tom-brady");
    expect(brady).toMatchObject({
      championships_won: null,
      all_star_selections: null,
      current_team: { slug: "tampa-bay-buccaneers", season: 2020 },
    });
    const page = await listPlayers(seeded.handle.db, {}, ALL, []);
    expect(page.results.length).toBeGreaterThan(0);
    for (const player of page.results) expect(player.championships_won, player.slug).toBeNull();
  });

  it("gives the people a dataset knows that dataset's source key, so an import updates them in place", async () => {
    const rows = await seeded.handle.db
      .select({ key: people.curatedKey, sourceKey: people.sourceKey })
      .from(people)
      .where(isNotNull(people.sourceKey));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.sourceKey]))).toEqual(PERSON_IDS);
    expect(
      await seeded.handle.db
        .select({ slug: people.slug, name: people.fullName, last: people.lastName })
        .from(people)
        .where(eq(people.sourceKey, "lahman:larusto01")),
    ).toEqual([{ slug: "tony-la-russa", name: "Tony La Russa", last: "La Russa" }]);
  });
});

describe("single-game finals", () => {
  const dated = everyTitle.filter(({ fact }) => fact.resultType === "game" && fact.date && fact.champion && fact.runnerUp);

  it("makes every dated single-game final a game with its score, date, venue, championship and season", async () => {
    expect(dated.length).toBe(213); // 213 since the 2025 college football final
    const slugOf = await teamSlugs();
    const rows = await seeded.handle.db
      .select({ game: games, championship: championships.slug, season: seasons.startYear })
      .from(games)
      .innerJoin(championships, eq(games.championshipId, championships.id))
      .innerJoin(seasons, eq(games.seasonId, seasons.id));
    // The deciding games of series finals (slugs ending "-game-N") are checked in finals.test.ts.
    const finals = rows.filter((row) => !/-game-\d+$/.test(row.game.slug));
    const bySlug = new Map(finals.map((row) => [row.game.slug, row]));
    expect(finals).toHaveLength(dated.length);
    for (const { championship, fact } of dated) {
      const row = bySlug.get(finalSlug(championship, fact.season));
      const [winner, loser] = gameScore(fact.result) ?? [];
      const championHome = (fact.home ?? "champion") === "champion";
      expect(row, `${championship} ${String(fact.season)}`).toMatchObject({
        championship,
        season: fact.season,
        game: {
          gameDate: fact.date,
          venue: fact.venue ?? null,
          status: "final",
          neutralSite: true,
          overtime: fact.overtime ?? null,
          homeScore: championHome ? winner : loser,
          awayScore: championHome ? loser : winner,
        },
      });
      expect([slugOf.get(row?.game.homeTeamId ?? 0), slugOf.get(row?.game.awayTeamId ?? 0)]).toEqual(
        championHome ? [fact.champion, fact.runnerUp] : [fact.runnerUp, fact.champion],
      );
    }
  });

  it("lists the winner as home team where our facts name no designated home team, and says the site was neutral", async () => {
    const [final] = (
      await listGames(
        seeded.handle.db,
        { kind: "championship" },
        { championshipSlug: "ncaa-mens-basketball-tournament", seasonStartYear: 2024 },
        ALL,
        [],
      )
    ).results;
    expect(final).toMatchObject({
      slug: "ncaa-mens-basketball-tournament-2024",
      home_team: { slug: "florida-gators-basketball", name: "Gators" },
      away_team: { slug: "houston-cougars-basketball" },
      home_score: 65,
      away_score: 63,
      game_date: "2025-04-07",
      venue: "Alamodome, San Antonio",
      neutral_site: true,
      round: "NCAA Men's Basketball Tournament",
      championship: { slug: "ncaa-mens-basketball-tournament" },
      season: { start_year: 2024 },
    });
    const [superBowl] = (await listGames(seeded.handle.db, { kind: "all" }, { date: "2024-02-11" }, ALL, [])).results;
    expect(superBowl).toMatchObject({ neutral_site: true, home_team: { slug: "kansas-city-chiefs" }, round: "Super Bowl LVIII" });
  });

  it("leaves out finals without a date", async () => {
    // The 1994 Frozen Four final has a score and a venue but no date in our facts.
    expect(await seeded.handle.db.select().from(games).where(eq(games.slug, "frozen-four-1994"))).toEqual([]);
  });
});

describe("a database seeded before people and college finals", () => {
  it("gets them on the next start, and a further start changes nothing", async () => {
    const db = seeded.handle.db;
    const snapshot = async () => ({
      people: (await db.select({ n: count() }).from(people))[0]?.n,
      links: (await db.select({ n: count() }).from(champions).where(isNotNull(champions.coachPersonId)))[0]?.n,
      mvps: (await db.select({ n: count() }).from(championMvps))[0]?.n,
      games: (await db.select({ n: count() }).from(games))[0]?.n,
      neutral: (await db.select({ n: count() }).from(games).where(eq(games.neutralSite, true)))[0]?.n,
      version: (await db.select({ version: schema.dataVersion.version }).from(schema.dataVersion))[0]?.version,
    });
    const firstSeed = await snapshot();
    // As the previous seed left it: no people, Super Bowls only, no neutral_site.
    await db.update(champions).set({ coachPersonId: null, mvpPersonId: null });
    await db.delete(championMvps);
    await db.delete(players);
    await db.delete(coaches);
    await db.delete(people);
    await db.delete(games).where(sql`${games.slug} not like 'super-bowl-%'`);
    await db.update(games).set({ neutralSite: null });
    expect(await seedIfEmpty(seeded.handle)).toBe(false);
    const upgraded = await snapshot();
    expect({ ...upgraded, version: null }).toEqual({ ...firstSeed, version: null });
    expect(upgraded.version).not.toBe(firstSeed.version);
    expect(await seedIfEmpty(seeded.handle)).toBe(false);
    expect(await snapshot()).toEqual(upgraded);
    const [lombardi] = await db
      .select({ slug: people.slug })
      .from(people)
      .where(and(eq(people.fullName, "Vince Lombardi"), isNotNull(people.curatedKey)));
    expect(lombardi?.slug).toBe("vince-lombardi");
  });
});
