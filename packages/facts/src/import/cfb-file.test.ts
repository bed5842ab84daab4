// Reading cfbfastR's 2025 schedule row by row, on real rows of it (copied as literals), and
// splitting its team names into school and nickname.
import { describe, expect, it } from "vitest";
import { COLLEGE_FOOTBALL_TEAMS } from "../curated/teams/college-football";
import { readCsv } from "../datasets/csv";
import { datasetFile } from "../datasets/locate";
import { needsDatasets } from "../test/datasets";
import { CFB_FILE, easternDate, readCfbRow, REJECT_MALFORMED, rejectStatus } from "./cfb-file";
import { splitProgram, TWO_WORD_NICKNAMES } from "./cfb-teams";

const HEADER =
  "game_id,season,week,season_type,game_date,neutral_site,conference_competition,home_id,away_id,home_team,away_team,home_abbreviation,away_abbreviation,home_score,away_score,home_winner,away_winner,venue,attendance,status".split(
    ",",
  );
const row = (line: string) => Object.fromEntries(line.split(",").map((cell, i) => [HEADER[i] ?? "", cell]));
const FINAL =
  "401769076,2025,1,3,2026-01-20T00:30Z,false,false,84,2390,Indiana Hoosiers,Miami Hurricanes,IU,MIA,27,21,true,false,Hard Rock Stadium,67227,STATUS_FINAL";

describe("readCfbRow", () => {
  it.each([
    [
      "the CFP final: its Eastern date, the evening before the UTC one",
      FINAL,
      {
        game: {
          date: "2026-01-19",
          postseason: true,
          home: { id: "84", full: "Indiana Hoosiers", abbreviation: "IU" },
          away: { id: "2390", full: "Miami Hurricanes", abbreviation: "MIA" },
          homeScore: 27,
          awayScore: 21,
          status: "final",
          venue: "Hard Rock Stadium",
          attendance: 67227,
          neutralSite: false,
        },
      },
    ],
    [
      "a noon kickoff in September (EDT)",
      "401767509,2025,1,2,2025-08-30T16:00Z,false,false,2643,2449,The Citadel Bulldogs,North Dakota State Bison,CIT,NDSU,0,38,false,true,Johnson Hagood Stadium,10691,STATUS_FINAL",
      { game: { date: "2025-08-30", postseason: false, homeScore: 0, awayScore: 38, attendance: 10691 } },
    ],
    [
      "attendance 0: not recorded",
      "401752912,2025,13,2,2025-11-22T17:00Z,false,true,194,164,Ohio State Buckeyes,Rutgers Scarlet Knights,OSU,RUTG,42,9,true,false,Ohio Stadium,0,STATUS_FINAL",
      { game: { attendance: null } },
    ],
    ["a game not played", FINAL.replace("STATUS_FINAL", "STATUS_CANCELED"), { reason: rejectStatus("STATUS_CANCELED") }],
    ["a final without a score", FINAL.replace(",27,21,", ",,,"), { reason: REJECT_MALFORMED }],
  ])("%s", (_label, line, expected) => {
    expect(readCfbRow(row(line))).toMatchObject(expected);
  });

  it.each([
    ["2025-11-02T03:30Z", "2025-11-01"],
    ["2025-11-02T05:30Z", "2025-11-02"],
    ["2025-12-07T01:00Z", "2025-12-06"],
    ["not a time", undefined],
  ])("easternDate(%s) → %s", (timestamp, date) => {
    expect(easternDate(timestamp)).toBe(date);
  });
});

describe("splitProgram", () => {
  it.each([
    ["North Dakota State Bison", "North Dakota State", "Bison"],
    ["Penn State Nittany Lions", "Penn State", "Nittany Lions"],
    ["Alabama Crimson Tide", "Alabama", "Crimson Tide"],
    ["Notre Dame Fighting Irish", "Notre Dame", "Fighting Irish"],
    ["Army Black Knights", "Army", "Black Knights"],
    ["Tulane Green Wave", "Tulane", "Green Wave"],
    ["Miami (OH) RedHawks", "Miami (OH)", "RedHawks"],
    ["NC State Wolfpack", "NC State", "Wolfpack"],
    ["Nevada Wolf Pack", "Nevada", "Wolf Pack"],
    ["Gardner-Webb Runnin' Bulldogs", "Gardner-Webb", "Runnin' Bulldogs"],
    ["Charlotte 49ers", "Charlotte", "49ers"],
  ])("%s → %s / %s", (full, school, nickname) => {
    expect(splitProgram(full)).toEqual({ school, nickname });
  });
});

describe("splitProgram over the 2025 file", needsDatasets([CFB_FILE]), () => {
  const names = new Set(readCsv(datasetFile(CFB_FILE) ?? "").flatMap((r) => [r.home_team ?? "", r.away_team ?? ""]));

  it("leaves no school but Bowling Green ending in the first word of a two-word nickname, and every listed nickname is used", () => {
    const firstWords = new Set(TWO_WORD_NICKNAMES.map((name) => name.split(" ")[0]));
    expect(names.size).toBe(236);
    const schools = [...names].map((name) => splitProgram(name).school);
    // Bowling Green's name ends in "Green" (the Falcons); no other school ends in such a word.
    expect(schools.filter((school) => firstWords.has(school.split(" ").at(-1)))).toEqual(["Bowling Green"]);
    expect(TWO_WORD_NICKNAMES.filter((nickname) => ![...names].some((name) => name.endsWith(` ${nickname}`)))).toEqual([]);
  });

  it("finds every curated program of the file by its school, under the curated nickname", () => {
    const split = [...names].map(splitProgram);
    const bySchool = new Map(split.map((team) => [team.school, team.nickname]));
    const curated = COLLEGE_FOOTBALL_TEAMS.filter((team) => bySchool.has(team.city));
    expect(curated.length).toBeGreaterThanOrEqual(42);
    for (const team of curated) expect(bySchool.get(team.city), team.slug).toBe(team.name);
  });
});
