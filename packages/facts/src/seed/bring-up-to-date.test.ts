// A database seeded by an earlier version is brought up to date on the next start (issue #15
// point 5): seeded, then put back as an earlier version left it (no pre-NHL league, teams, seasons
// or champions, no 2025 college football title or final, Louisville's title not vacated, a
// changed record, the old Stanley Cup coverage and first year), seedIfEmpty makes it equal a
// fresh seed, and a further start writes nothing.
import { openDatabase, type DatabaseHandle } from "@tl/db/client";
import * as schema from "@tl/db/schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_TODAY } from "../test/seeded";
import { seedIfEmpty } from "./index";

const today = TEST_TODAY;

/** Each table the seed writes, by natural keys (no ids), in a stable order. */
const SNAPSHOT: Record<string, string> = {
  leagues: `select l.slug, l.name, l.abbreviation, l.founded_year, s.slug as sport, v.slug as level from leagues l join sports s on s.id = l.sport_id join levels v on v.id = l.level_id order by l.slug`,
  championships: `select c.slug, c.name, c.official_name, c.description, c.trophy_name, c.first_year, l.slug as league from championships c join leagues l on l.id = c.league_id order by c.slug`,
  teams: `select t.slug, l.slug as league, t.city, t.name, t.abbreviation, t.short_name, t.conference, t.division, t.state, t.country, t.stadium, t.founded_year, t.is_active from teams t join leagues l on l.id = t.league_id order by t.slug`,
  teamNames: `select t.slug, n.first_year, n.last_year, n.city, n.name from team_names n join teams t on t.id = n.team_id order by t.slug, n.first_year`,
  seasons: `select l.slug, s.start_year, s.end_year, s.name, s.is_active from seasons s join leagues l on l.id = s.league_id order by l.slug, s.start_year`,
  champions: `select ch.slug, s.start_year, l.slug as league, t.slug as team, r.slug as runner_up, c.team_city, c.team_name, c.runner_up_city, c.runner_up_name, c.result, c.result_type, c.overtime, c.record, c.mvp_name, c.coach_name, c.venue, c.game_date, c.notes, c.vacated, p.slug as coach
    from champions c join championships ch on ch.id = c.championship_id join seasons s on s.id = c.season_id join leagues l on l.id = s.league_id
    left join teams t on t.id = c.team_id left join teams r on r.id = c.runner_up_team_id left join people p on p.id = c.coach_person_id order by ch.slug, s.start_year`,
  games: `select g.slug, g.game_date, g.venue, g.home_score, g.away_score, h.slug as home, a.slug as away, s.start_year from games g join teams h on h.id = g.home_team_id join teams a on a.id = g.away_team_id join seasons s on s.id = g.season_id order by g.slug`,
  mvps: `select count(*)::int as n from champion_mvps`,
  people: `select count(*)::int as n from people`,
  source: `select coverage, rows_loaded from data_sources where slug = 'title-ledger-curated'`,
};

async function snapshot(handle: DatabaseHandle) {
  const tables: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(SNAPSHOT)) {
    // Both drivers answer with the rows.
    const result: unknown = await handle.db.execute(sql.raw(query));
    tables[name] = (result as { rows: unknown[] }).rows;
  }
  return tables;
}

const version = async (handle: DatabaseHandle) =>
  (await handle.db.select({ version: schema.dataVersion.version }).from(schema.dataVersion))[0]?.version;

/** Puts the database back as the version before issue #15 left it. */
async function asEarlierVersion(handle: DatabaseHandle) {
  const preNhl = `(select id from leagues where slug = 'pre-nhl')`;
  for (const statement of [
    `delete from champions where season_id in (select id from seasons where league_id = ${preNhl})`,
    `delete from seasons where league_id = ${preNhl}`,
    `delete from teams where league_id = ${preNhl}`,
    `delete from leagues where id = ${preNhl}`,
    `delete from games where slug = 'college-football-national-championship-2025'`,
    `delete from champions where championship_id = (select id from championships where slug = 'college-football-national-championship') and season_id = (select s.id from seasons s join leagues l on l.id = s.league_id where l.slug = 'ncaa-fbs' and s.start_year = 2025)`,
    `update champions set vacated = false where vacated`,
    `update champions set record = '12–1' where record = '35–5'`,
    `update championships set first_year = 1918 where slug = 'stanley-cup-final'`,
    `update data_sources set rows_loaded = 1 where slug = 'title-ledger-curated'`,
  ])
    await handle.db.execute(sql.raw(statement));
}

describe("a database seeded by an earlier version", () => {
  const fresh = {} as { handle: DatabaseHandle };
  const earlier = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    for (const target of [fresh, earlier]) {
      target.handle = await openDatabase();
      await target.handle.migrate();
      await seedIfEmpty(target.handle, { today });
    }
  }, 120_000);
  afterAll(async () => {
    await fresh.handle.close();
    await earlier.handle.close();
  });

  it("gets what was added or changed since on the next start, equal to a fresh seed; a further start writes nothing", async () => {
    const expected = await snapshot(fresh.handle);
    await asEarlierVersion(earlier.handle);
    const before = await snapshot(earlier.handle);
    expect(before).not.toEqual(expected);
    const beforeVersion = await version(earlier.handle);
    expect(await seedIfEmpty(earlier.handle, { today })).toBe(false);
    expect(await snapshot(earlier.handle)).toEqual(expected);
    const upgraded = await version(earlier.handle);
    expect(upgraded).not.toBe(beforeVersion);
    expect(await seedIfEmpty(earlier.handle, { today })).toBe(false);
    expect(await version(earlier.handle)).toBe(upgraded);
  }, 120_000);

  it("writes nothing on the start after a fresh seed", async () => {
    const before = await version(fresh.handle);
    expect(await seedIfEmpty(fresh.handle, { today })).toBe(false);
    expect(await version(fresh.handle)).toBe(before);
  });
});
