// importEditorResults on temp files over a seeded database. The valid file holds real titles our
// curated facts already have (Super Bowl LVIII, the 2023 World Series with its deciding game),
// taken out of the database first and the curated check told to forget them: the import must write
// them back as the seed wrote them. Invalid files are refused whole, naming entry and field.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as schema from "@tl/db/schema";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CHAMPIONS } from "../curated/champions/index";
import { DECIDING_GAMES } from "../curated/deciding-games/index";
import { seededDatabase } from "../test/seeded";
import { importEditorResults } from "./import";

const seeded = seededDatabase();
const dir = mkdtempSync(join(tmpdir(), "tl-results-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileWith = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
};
const superBowl = { championship: "super-bowl", ...CHAMPIONS["super-bowl"]?.find((fact) => fact.season === 2023) };
const worldSeries = { championship: "world-series", ...CHAMPIONS["world-series"]?.find((fact) => fact.season === 2023) };
const decider = { championship: "world-series", ...DECIDING_GAMES["world-series"]?.find((fact) => fact.season === 2023) };
const VALID = { champions: [superBowl, worldSeries], decidingGames: [decider] };
/** The curated facts without the titles of the file, as if the editor wrote them first. */
const curated = { ...CHAMPIONS, "super-bowl": [], "world-series": [] };

async function rows(query: string): Promise<unknown[]> {
  const result: unknown = await seeded.handle.db.execute(sql.raw(query));
  return (result as { rows: unknown[] }).rows;
}
const TITLES = `select ch.slug, s.start_year, t.slug as team, r.slug as runner_up, c.team_city, c.team_name, c.result, c.result_type, c.overtime, c.record, c.mvp_name, c.coach_name, c.venue, c.game_date, c.notes, c.vacated
  from champions c join championships ch on ch.id = c.championship_id join seasons s on s.id = c.season_id left join teams t on t.id = c.team_id left join teams r on r.id = c.runner_up_team_id
  where s.start_year = 2023 and ch.slug in ('super-bowl', 'world-series') order by ch.slug`;
const GAMES = `select slug, game_date, venue, home_score, away_score, neutral_site, round, overtime from games where slug in ('super-bowl-2023', 'world-series-2023-game-5') order by slug`;
const version = async () => (await seeded.handle.db.select({ version: schema.dataVersion.version }).from(schema.dataVersion))[0]?.version;

describe("importEditorResults", () => {
  it("writes the titles and their games as the seed does, then changes nothing on a second run", async () => {
    const [titles, games] = [await rows(TITLES), await rows(GAMES)];
    expect(titles).toHaveLength(2);
    expect(games).toHaveLength(2);
    await seeded.handle.db.execute(sql.raw(`delete from games where slug in ('super-bowl-2023', 'world-series-2023-game-5')`));
    await seeded.handle.db.execute(
      sql.raw(
        `delete from champions where id in (select c.id from champions c join championships ch on ch.id = c.championship_id join seasons s on s.id = c.season_id where s.start_year = 2023 and ch.slug in ('super-bowl', 'world-series'))`,
      ),
    );
    const file = fileWith("valid.json", VALID);
    expect(await importEditorResults(seeded.handle.db, file, { curated })).toEqual({ champions: 2, games: 2 });
    expect(await rows(TITLES)).toEqual(titles);
    expect(await rows(GAMES)).toEqual(games);
    const after = await version();
    expect(await importEditorResults(seeded.handle.db, file, { curated })).toEqual({ champions: 0, games: 0 });
    expect(await version()).toBe(after);
  });

  it("refuses a title our curated facts hold, pointing the editor to them", async () => {
    await expect(importEditorResults(seeded.handle.db, fileWith("curated.json", VALID))).rejects.toThrow(
      /champions\[0\] \(super-bowl 2023\) season: already in the curated facts/,
    );
  });

  it.each([
    [
      "an unknown team",
      { champions: [{ ...superBowl, runnerUp: "kansas-city-royals" }], decidingGames: [] },
      /champions\[0\] \(super-bowl 2023\) runnerUp: 'kansas-city-royals' is no team of the league nfl/,
    ],
    [
      "a date that is no date",
      { champions: [{ ...superBowl, date: "2024-02-30" }], decidingGames: [] },
      /champions\[0\] \(super-bowl 2023\) date: a calendar date/,
    ],
    [
      "a result with a hyphen",
      { champions: [{ ...superBowl, result: "25-22" }], decidingGames: [] },
      /champions\[0\] \(super-bowl 2023\) result: .*en dash/,
    ],
    ["the loser's score first", { champions: [{ ...superBowl, result: "22–25" }], decidingGames: [] }, /result: the winner's number first/],
    [
      "an unknown championship",
      { champions: [{ ...superBowl, championship: "grey-cup" }], decidingGames: [] },
      /champions\[0\] \(grey-cup 2023\) championship/,
    ],
    ["an unknown field", { champions: [{ ...superBowl, attendance: 1 }], decidingGames: [] }, /champions\[0\] \(super-bowl 2023\)/],
    [
      "a title twice",
      { champions: [superBowl, superBowl], decidingGames: [] },
      /champions\[1\] \(super-bowl 2023\) season: a second entry/,
    ],
    [
      "a deciding game without its series",
      { champions: [superBowl], decidingGames: [decider] },
      /decidingGames\[0\] \(world-series 2023\) season: no series result/,
    ],
    [
      "a deciding game before the series could end",
      { champions: [worldSeries], decidingGames: [{ ...decider, game: 3 }] },
      /decidingGames\[0\] \(world-series 2023\) game: the deciding game of a 4–1 series is game 5/,
    ],
    ["no lists", { champions: [superBowl] }, /decidingGames/],
  ])("refuses a file with %s, naming the entry and field, and changes nothing", async (_, content, message) => {
    const before = [await version(), await rows(TITLES)];
    await expect(importEditorResults(seeded.handle.db, fileWith("invalid.json", content), { curated })).rejects.toThrow(message);
    expect([await version(), await rows(TITLES)]).toEqual(before);
  });

  it("says so for a file that is missing or not JSON", async () => {
    await expect(importEditorResults(seeded.handle.db, join(dir, "absent.json"))).rejects.toThrow(/absent\.json: no such results file/);
    await expect(importEditorResults(seeded.handle.db, fileWith("broken.json", "{ champions: "))).rejects.toThrow(
      /broken\.json: not valid JSON/,
    );
  });

  it("accepts the committed, empty file and changes nothing", async () => {
    const before = await version();
    expect(await importEditorResults(seeded.handle.db, join(import.meta.dirname, "../../../../data/results.json"))).toEqual({
      champions: 0,
      games: 0,
    });
    expect(await version()).toBe(before);
  });
});
