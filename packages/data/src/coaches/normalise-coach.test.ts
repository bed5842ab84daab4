import { describe, expect, it } from "vitest";
import { splitSpecialties } from "./coach-career";
import type { CoachTeam } from "./coach-team";
import { bowman } from "./mocks/test-rows";
import { normaliseCoach } from "./normalise-coach";
import { rawCoachSchema, type RawCoach } from "./raw-coach";

const today = new Date(2026, 10, 22);

describe("normaliseCoach (spec §3 Coach)", () => {
  it("reads a full API row", () => {
    expect(normaliseCoach(bowman, 0, today)).toEqual({
      key: "786",
      slug: "scotty-bowman",
      person: {
        firstName: "Scotty",
        lastName: "Bowman",
        fullName: "Scotty Bowman",
        age: 93,
        birthDate: "1933-09-18",
        birthPlace: "Montreal, QC, Canada",
      },
      deathDate: null,
      position: "Head Coach",
      team: {
        name: "Red Wings",
        city: "Detroit",
        abbreviation: "DET",
        slug: "detroit-red-wings",
        fullName: "Detroit Red Wings",
        season: null,
      },
      sport: "Hockey",
      sportSlug: "hockey",
      levelSlug: "professional",
      status: "inactive",
      statusLabel: "Inactive",
      yearsCoaching: 30,
      yearsWithTeam: null,
      previousTeams: [],
      formerTeams: [
        { slug: "st-louis-blues", name: "St. Louis Blues" },
        { slug: "montreal-canadiens", name: "Montreal Canadiens" },
        { slug: "buffalo-sabres", name: "Buffalo Sabres" },
        { slug: "pittsburgh-penguins", name: "Pittsburgh Penguins" },
      ],
      college: null,
      playingCareer: null,
      record: { wins: 1244, losses: 573, ties: 314, winPercentage: 0.685, playoffAppearances: 28, playoffWins: 223, playoffLosses: 130 },
      championships: 9,
      awards: ["Jack Adams (1995-96)", "Jack Adams (1976-77)"],
      specialties: [],
      philosophy: null,
      contractEndYear: null,
      hireDate: null,
    });
  });

  it.each<[string, RawCoach, Partial<ReturnType<typeof normaliseCoach>>]>([
    ["position defaults to 'Coach'", { position: null }, { position: "Coach" }],
    ["no former teams named", { previous_team_refs: undefined }, { formerTeams: [] }],
    [
      "a former team without a slug is left out",
      {
        previous_team_refs: [
          { name: "Blues", city: "St. Louis" },
          { name: "Sabres", city: "Buffalo", slug: "buffalo-sabres" },
        ],
      },
      { formerTeams: [{ slug: "buffalo-sabres", name: "Buffalo Sabres" }] },
    ],
    ["position as { name }", { position: { name: "Manager" } }, { position: "Manager" }],
    ["blank position", { position: "  " }, { position: "Coach" }],
    [
      "no team, active → Free Agent / FA",
      { current_team: null, is_active: true },
      { team: { name: "Free Agent", city: "", abbreviation: "FA", slug: null, fullName: "Free Agent", season: null } },
    ],
    [
      "no team, interim → Free Agent / FA",
      { current_team: null, status: "interim" },
      { team: { name: "Free Agent", city: "", abbreviation: "FA", slug: null, fullName: "Free Agent", season: null } },
    ],
    [
      "no team, not active → last team not recorded (not a free agent)",
      { current_team: null, is_active: false },
      {
        team: {
          name: "Last team not recorded",
          city: "",
          abbreviation: null,
          slug: null,
          fullName: "Last team not recorded",
          season: null,
        },
      },
    ],
    [
      "blank team text, not active → last team not recorded",
      { current_team: " ", is_active: false },
      { team: expect.objectContaining({ fullName: "Last team not recorded" }) as CoachTeam },
    ],
    [
      "team as plain text",
      { current_team: "Yankees" },
      { team: { name: "Yankees", city: "", abbreviation: "YAN", slug: null, fullName: "Yankees", season: null } },
    ],
    [
      "a former coach's club of a past season: its season label, no made-up abbreviation",
      {
        is_active: false,
        current_team: {
          name: "Red Wings",
          city: "Detroit",
          abbreviation: null,
          sport_name: "Hockey",
          slug: "detroit-red-wings",
          season: 2001,
          season_label: "2001-02",
        },
      },
      {
        team: {
          name: "Red Wings",
          city: "Detroit",
          abbreviation: null,
          slug: "detroit-red-wings",
          fullName: "Detroit Red Wings",
          season: "2001-02",
        },
      },
    ],
    ["years_coaching when coaching_experience_years is missing", { years_coaching: 24 }, { yearsCoaching: 24 }],
    ["coaching_experience_years first", { coaching_experience_years: 6, years_coaching: 7 }, { yearsCoaching: 6 }],
    ["no years coaching", {}, { yearsCoaching: null, championships: 0, awards: [], specialties: [] }],
    ["college", { college: "University of Southern California", alma_mater: "USC" }, { college: "University of Southern California" }],
    ["alma_mater when college is missing", { college: null, alma_mater: "Niagara University" }, { college: "Niagara University" }],
    ["status from is_active: active", { is_active: true }, { status: "active", statusLabel: "Active" }],
    ["status from is_active: inactive", { is_active: false }, { status: "inactive", statusLabel: "Inactive" }],
    ["status missing entirely", {}, { status: "inactive", statusLabel: "Inactive" }],
    ["a given status the screen knows", { status: "Interim", is_active: false }, { status: "interim", statusLabel: "Interim" }],
    ["an unknown status falls back to is_active", { status: "on leave", is_active: true }, { status: "active", statusLabel: "Active" }],
    ["sport as text", { sport: "Baseball" }, { sport: "Baseball", sportSlug: null }],
    [
      "sport from the team when missing",
      { sport: null, current_team: { name: "Yankees", city: "New York", sport_name: "Baseball" } },
      { sport: "Baseball" },
    ],
    ["no sport", {}, { sport: null }],
    ["philosophy trimmed", { coaching_philosophy: "  Keep it simple.  " }, { philosophy: "Keep it simple." }],
    ["blank philosophy", { coaching_philosophy: " " }, { philosophy: null }],
    ["hire date", { hire_date: "2017-12-04" }, { hireDate: "2017-12-04" }],
    [
      "awards trimmed, blanks dropped",
      { awards: [" BBWAA Manager of the Year (2016) ", ""] },
      { awards: ["BBWAA Manager of the Year (2016)"] },
    ],
    ["key falls back to the slug, then the position in the list", { slug: "joe-mccarthy-mccarjo99" }, { key: "joe-mccarthy-mccarjo99" }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseCoach(raw, 3, today)).toMatchObject(expected);
  });

  it("keys a row with neither id nor slug by its position in the list", () => {
    expect(normaliseCoach({}, 3, today).key).toBe("#3");
  });

  it.each<[string, RawCoach, number | null]>([
    ["given age", { person: { age: 57, birth_date: "1969-01-11" } }, 57],
    ["computed from the birth date", { person: { birth_date: "1973-03-09" } }, 53],
    ["flat birth date", { birth_date: "1972-05-31" }, 54],
    [
      "died: N/A, never counted on from the birth date",
      { person: { age: null, birth_date: "1887-04-21", death_date: "1978-01-13" } },
      null,
    ],
    ["died (flat death_date)", { birth_date: "1890-07-30", death_date: "1975-09-29" }, null],
    ["nothing known", {}, null],
  ])("age: %s", (_, raw, age) => {
    expect(normaliseCoach(raw, 0, today).person.age).toBe(age);
  });

  it.each<[string, RawCoach["career_record"], { winPercentage: number | null; ties: number | null }]>([
    ["given ratio", { wins: 2125, losses: 1333, win_percentage: 0.615 }, { winPercentage: 0.615, ties: null }],
    ["a percent is read as one", { wins: 2125, losses: 1333, win_percentage: 61.5 }, { winPercentage: 0.615, ties: null }],
    ["derived when missing", { wins: 3, losses: 1, ties: 2 }, { winPercentage: 0.75, ties: 2 }],
    ["none before a decided game", { wins: 0, losses: 0 }, { winPercentage: null, ties: null }],
    ["no record at all", null, { winPercentage: null, ties: null }],
  ])("win percentage: %s", (_, record, expected) => {
    expect(normaliseCoach({ career_record: record }, 0, today).record).toMatchObject(expected);
  });

  it.each<[string, RawCoach["playing_experience"], ReturnType<typeof normaliseCoach>["playingCareer"]]>([
    ["none", null, null],
    ["all empty", { sport: null, position: " ", years_played: null, teams: [] }, null],
    [
      "recorded",
      { sport: "Baseball", position: { name: "Third baseman" }, years_played: 12, teams: ["Cincinnati Reds", " "] },
      { sport: "Baseball", position: "Third baseman", yearsPlayed: 12, teams: ["Cincinnati Reds"] },
    ],
  ])("playing career: %s", (_, playing, expected) => {
    expect(normaliseCoach({ playing_experience: playing }, 0, today).playingCareer).toEqual(expected);
  });
});

describe("splitSpecialties (spec §3: comma-separated text → trimmed list)", () => {
  it.each<[string | string[] | null | undefined, string[]]>([
    ["Platooning, Bullpen use ,Player development", ["Platooning", "Bullpen use", "Player development"]],
    ["Platooning,, ,", ["Platooning"]],
    ["", []],
    [null, []],
    [undefined, []],
    [[" Defense ", ""], ["Defense"]],
  ])("%o → %o", (raw, list) => {
    expect(splitSpecialties(raw)).toEqual(list);
  });
});

describe("rawCoachSchema", () => {
  it("accepts an empty object and strings for specialties or arrays", () => {
    expect(rawCoachSchema.safeParse({}).success).toBe(true);
    expect(rawCoachSchema.safeParse({ specialties: ["Defense"] }).success).toBe(true);
  });
});
