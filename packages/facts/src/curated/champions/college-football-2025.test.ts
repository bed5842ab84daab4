// The 2025 college football champion against cfbfastR's 2025 schedule (cfbfastr-cfb-data,
// PROVENANCE.md section 11): the final is the file's last game, between our champion and
// runner-up with our designated home team, score, venue and local date (the file's game_date is UTC: the 7:30 pm
// Eastern kick-off of 2026-01-19 is 2026-01-20T00:30Z), and our record is the champion's
// record over the file's completed games.
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { needsDatasets } from "../../test/datasets";
import { TEAMS } from "../teams/index";
import { COLLEGE_FOOTBALL_NATIONAL_CHAMPIONSHIP as CHAMPIONS } from "./college-football-national-championship";

const FILE = datasetFile("cfbfastr-cfb-data", "cfb_schedule_2025.csv");
/** Our programs -> cfbfastR's team names (school + nickname). */
const fullName = (slug: string | null) => {
  const team = TEAMS.find((candidate) => candidate.slug === slug);
  return team ? `${team.city} ${team.name}` : "";
};
const localDate = (utc: string) => new Date(utc).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

describe("college football 2025 champion vs cfbfastR", needsDatasets(["cfbfastr-cfb-data/cfb_schedule_2025.csv"]), () => {
  const rows: CsvRow[] = FILE ? readCsv(FILE).filter((row) => row.status === "STATUS_FINAL") : [];
  const title = CHAMPIONS.find((fact) => fact.season === 2025);
  const champion = fullName(title?.champion ?? null);
  const runnerUp = fullName(title?.runnerUp ?? null);
  const last = rows.reduce<CsvRow | undefined>((latest, row) => ((row.game_date ?? "") > (latest?.game_date ?? "") ? row : latest), undefined);

  it("has the season's last game as our final: the same two programs, score, venue and local date", () => {
    expect(title).toBeDefined();
    expect(last).toBeDefined();
    const game: CsvRow = last ?? {};
    expect([game.home_team, game.away_team].sort()).toEqual([champion, runnerUp].sort());
    const championHome = game.home_team === champion;
    expect(championHome ? "champion" : "runnerUp").toBe(title?.home);
    const [ours, theirs] = championHome ? [game.home_score, game.away_score] : [game.away_score, game.home_score];
    expect(`${ours ?? ""}–${theirs ?? ""}`).toBe(title?.result);
    expect(title?.venue?.startsWith(`${game.venue ?? "?"},`)).toBe(true);
    expect(localDate(game.game_date ?? "")).toBe(title?.date);
  });

  it("has the champion's record as its completed games in the file", () => {
    const games = rows.filter((row) => row.home_team === champion || row.away_team === champion);
    const won = games.filter((row) => (row.home_team === champion ? row.home_winner : row.away_winner) === "true").length;
    expect(`${won}–${games.length - won}`).toBe(title?.record);
    expect(games.length).toBeGreaterThan(10);
  });
});
