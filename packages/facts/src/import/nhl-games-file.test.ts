// Reading the NHL games file, row by row, on real rows of it (copied as literals), and the
// abbreviation → franchise table.
import { describe, expect, it } from "vitest";
import { NHL_TEAMS } from "../curated/teams/nhl";
import { readNhlRow, REJECT_INVALID, REJECT_UNPLAYED } from "./nhl-games-file";
import { roundName } from "./nhl-games-series";
import { franchiseOf, NHL_FILE_FRANCHISES } from "./nhl-games-teams";

const HEADER =
  "game_id,season_full,game_type,game_date,home_team_abbr,away_team_abbr,home_team_name,away_team_name,home_score,away_score,game_state,venue,source_file,scores_valid,playoff_round,series_number,series_game".split(
    ",",
  );
const row = (line: string) => Object.fromEntries(line.split(",").map((cell, i) => [HEADER[i] ?? "", cell]));

describe("readNhlRow", () => {
  it.each([
    [
      "a regular-season game: its local date",
      "2009020001,20092010,R,2009-10-01,BOS,WSH,Boston,Washington,1,4,OFF,TD Garden,nhl_schedule_2010.rds,TRUE,,,",
      { game: { season: 2009, date: "2009-10-01", home: "BOS", away: "WSH", homeScore: 1, awayScore: 4, venue: "TD Garden" } },
    ],
    [
      "a Stanley Cup Final game: the file's UTC date moved back to the evening it was played",
      "2009030416,20092010,P,2010-06-10,PHI,CHI,Philadelphia,Chicago,3,4,OFF,Wachovia Center,nhl_schedule_2010.rds,TRUE,4,1,6",
      {
        game: {
          season: 2009,
          date: "2010-06-09",
          home: "PHI",
          away: "CHI",
          homeScore: 3,
          awayScore: 4,
          venue: "Wachovia Center",
          playoff: { round: 4, series: 1, game: 6 },
        },
      },
    ],
    [
      "an earlier playoff game: the file's date",
      "2022030111,20222023,P,2023-04-17,BOS,FLA,Boston,Florida,3,1,OFF,TD Garden,nhl_schedule_2023.rds,TRUE,1,1,1",
      { game: { date: "2023-04-17", playoff: { round: 1, series: 1, game: 1 } } },
    ],
    [
      "a season whose scores upstream made up",
      "2010020001,20102011,R,2010-10-07,TOR,MTL,Anaheim,Phoenix,1,4,OFF,Honda Center,nhl_schedule_2011.rds,FALSE,,,",
      { reason: REJECT_INVALID },
    ],
    [
      "a game not played by the snapshot",
      "2025030313,20252026,P,,TBD,CAR,TBD,Carolina,,,FUT,,nhl_schedule_2026.rds,TRUE,3,1,3",
      { reason: REJECT_UNPLAYED },
    ],
  ])("%s", (_label, line, expected) => {
    expect(readNhlRow(row(line))).toMatchObject(expected);
  });
});

describe("franchiseOf", () => {
  it.each([
    ["ATL", 2009, "winnipeg-jets"],
    ["WPG", 2011, "winnipeg-jets"],
    ["WPG", 1995, undefined],
    ["PHX", 2009, "arizona-coyotes"],
    ["ARI", 2022, "arizona-coyotes"],
    ["UTA", 2025, "utah-hockey-club"],
    ["SEA", 2022, "seattle-kraken"],
    ["TBD", 2025, undefined],
  ])("%s in %i → %s", (code, season, slug) => {
    expect(franchiseOf(code, season)).toBe(slug);
  });

  it("names only franchises our curated facts hold", () => {
    const curated = new Set(NHL_TEAMS.map((team) => team.slug));
    expect(NHL_FILE_FRANCHISES.filter((slug) => !curated.has(slug))).toEqual([]);
  });
});

describe("roundName", () => {
  it.each([
    [2009, 1, "Conference quarterfinals"],
    [2009, 2, "Conference semifinals"],
    [2024, 1, "First round"],
    [2024, 3, "Conference finals"],
    [2016, 4, "Stanley Cup Final"],
  ])("%i round %i → %s", (season, round, name) => {
    expect(roundName(season, round)).toBe(name);
  });
});
