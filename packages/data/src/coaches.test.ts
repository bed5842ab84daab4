import { describe, expect, it } from "vitest";
import {
  coachesQueryOptions,
  coachesRequest,
  coachSummaryParams,
  coachSummaryQueryOptions,
  isHeadCoachPosition,
  NO_COACH_FILTERS,
  normaliseCoach,
  normaliseCoachSummary,
  rawCoachSchema,
  splitSpecialties,
  type CoachFilters,
  type CoachTeam,
  type RawCoach,
} from "./coaches";

const today = new Date(2026, 10, 22);

// Scotty Bowman as the API answers him (Hockey Databank), trimmed to what is asserted.
const bowman: RawCoach = {
  id: 786,
  slug: "scotty-bowman",
  person: { first_name: "Scotty", last_name: "Bowman", full_name: "Scotty Bowman", age: 93, birth_date: "1933-09-18", birth_place: "Montreal, QC, Canada", death_date: null },
  current_team: { name: "Red Wings", city: "Detroit", abbreviation: "DET", sport_name: "Hockey", slug: "detroit-red-wings" },
  position: "Head Coach",
  coaching_experience_years: 30,
  years_coaching: 30,
  career_record: { wins: 1244, losses: 573, ties: 314, win_percentage: 0.685, playoff_appearances: 28, playoff_wins: 223, playoff_losses: 130 },
  championships_won: 9,
  awards: ["Jack Adams (1995-96)", "Jack Adams (1976-77)"],
  specialties: null,
  is_active: false,
  status: "inactive",
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
};

describe("normaliseCoach (spec §3 Coach)", () => {
  it("reads a full API row", () => {
    expect(normaliseCoach(bowman, 0, today)).toEqual({
      key: "786",
      slug: "scotty-bowman",
      person: { firstName: "Scotty", lastName: "Bowman", fullName: "Scotty Bowman", age: 93, birthDate: "1933-09-18", birthPlace: "Montreal, QC, Canada" },
      deathDate: null,
      position: "Head Coach",
      team: { name: "Red Wings", city: "Detroit", abbreviation: "DET", slug: "detroit-red-wings", fullName: "Detroit Red Wings", season: null },
      sport: "Hockey",
      status: "inactive",
      statusLabel: "Inactive",
      yearsCoaching: 30,
      yearsWithTeam: null,
      previousTeams: [],
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
    ["position as { name }", { position: { name: "Manager" } }, { position: "Manager" }],
    ["blank position", { position: "  " }, { position: "Coach" }],
    ["no team, active → Free Agent / FA", { current_team: null, is_active: true }, { team: { name: "Free Agent", city: "", abbreviation: "FA", slug: null, fullName: "Free Agent", season: null } }],
    ["no team, interim → Free Agent / FA", { current_team: null, status: "interim" }, { team: { name: "Free Agent", city: "", abbreviation: "FA", slug: null, fullName: "Free Agent", season: null } }],
    [
      "no team, not active → last team not recorded (not a free agent)",
      { current_team: null, is_active: false },
      { team: { name: "Last team not recorded", city: "", abbreviation: null, slug: null, fullName: "Last team not recorded", season: null } },
    ],
    ["blank team text, not active → last team not recorded", { current_team: " ", is_active: false }, { team: expect.objectContaining({ fullName: "Last team not recorded" }) as CoachTeam }],
    ["team as plain text", { current_team: "Yankees" }, { team: { name: "Yankees", city: "", abbreviation: "YAN", slug: null, fullName: "Yankees", season: null } }],
    [
      "a former coach's club of a past season: its season label, no made-up abbreviation",
      { is_active: false, current_team: { name: "Red Wings", city: "Detroit", abbreviation: null, sport_name: "Hockey", slug: "detroit-red-wings", season: 2001, season_label: "2001-02" } },
      { team: { name: "Red Wings", city: "Detroit", abbreviation: null, slug: "detroit-red-wings", fullName: "Detroit Red Wings", season: "2001-02" } },
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
    ["sport as text", { sport: "Baseball" }, { sport: "Baseball" }],
    ["sport from the team when missing", { sport: null, current_team: { name: "Yankees", city: "New York", sport_name: "Baseball" } }, { sport: "Baseball" }],
    ["no sport", {}, { sport: null }],
    ["philosophy trimmed", { coaching_philosophy: "  Keep it simple.  " }, { philosophy: "Keep it simple." }],
    ["blank philosophy", { coaching_philosophy: " " }, { philosophy: null }],
    ["hire date", { hire_date: "2017-12-04" }, { hireDate: "2017-12-04" }],
    ["awards trimmed, blanks dropped", { awards: [" BBWAA Manager of the Year (2016) ", ""] }, { awards: ["BBWAA Manager of the Year (2016)"] }],
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
    ["died: N/A, never counted on from the birth date", { person: { age: null, birth_date: "1887-04-21", death_date: "1978-01-13" } }, null],
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

const site = { sport__slug: "hockey", level__slug: "professional" };
const filters = (choices: Partial<CoachFilters>): CoachFilters => ({ site: {}, ...NO_COACH_FILTERS, ...choices });

describe("coachesRequest (spec §7: which call a choice makes)", () => {
  it.each<[string, Partial<CoachFilters>, string, Record<string, string | undefined>]>([
    ["nothing chosen", {}, "/api/people/coaches/", {}],
    ["the site's filters", { site }, "/api/people/coaches/", site],
    ["status active → active/", { status: "active" }, "/api/people/coaches/active/", {}],
    ["active keeps the position", { status: "active", position: "Manager" }, "/api/people/coaches/active/", { position: "Manager" }],
    ["'Head Coach' → head_coaches/", { position: "Head Coach" }, "/api/people/coaches/head_coaches/", {}],
    ["'head_coach' → head_coaches/", { position: "head_coach" }, "/api/people/coaches/head_coaches/", {}],
    ["head coach with another status", { position: "HEAD COACH", status: "retired" }, "/api/people/coaches/head_coaches/", { status: "retired" }],
    ["active wins over head coach", { position: "Head Coach", status: "active" }, "/api/people/coaches/active/", { position: "Head Coach" }],
    ["another position", { position: "Manager" }, "/api/people/coaches/", { position: "Manager" }],
    ["another status", { status: "fired" }, "/api/people/coaches/", { status: "fired" }],
    ["team, search (trimmed) and the hub's sport", { team: "boston-red-sox", search: " mccarthy ", sport: "baseball" }, "/api/people/coaches/", { sport__slug: "baseball", team__slug: "boston-red-sox", search: "mccarthy" }],
    ["a sport site's sport wins over the dropdown", { site, sport: "baseball" }, "/api/people/coaches/", site],
  ])("%s", (_, choices, path, params) => {
    const request = coachesRequest(filters(choices));
    expect(request.path).toBe(path);
    expect(Object.fromEntries(Object.entries(request.params).filter(([, value]) => value !== undefined))).toEqual(params);
  });

  it.each([
    ["head coach", true],
    ["Head_Coach", true],
    [" head coach ", true],
    ["Assistant Head Coach", false],
    ["Manager", false],
    ["", false],
  ])("isHeadCoachPosition(%o) → %s", (position, expected) => {
    expect(isHeadCoachPosition(position)).toBe(expected);
  });
});

describe("coachSummaryParams", () => {
  it.each<[string, Partial<CoachFilters>, Record<string, string>]>([
    ["every list filter", { site, position: "Manager", team: "boston-red-sox", status: "active", search: "joe" }, { ...site, position: "Manager", team__slug: "boston-red-sox", status: "active", search: "joe" }],
    ["head coach leaves the position out (head_coaches/ is its own rule)", { position: "Head Coach", status: "retired" }, { status: "retired" }],
  ])("%s", (_, choices, params) => {
    expect(Object.fromEntries(Object.entries(coachSummaryParams(filters(choices))).filter(([, value]) => value !== undefined))).toEqual(params);
  });
});

describe("query keys", () => {
  it("start with 'coaches' and hold the site filters and every choice", () => {
    const chosen = filters({ site, sport: "hockey", position: "Head Coach", team: "detroit-red-wings", status: "retired", search: "bowman" });
    expect(coachesQueryOptions(chosen).queryKey).toEqual([
      "coaches",
      site,
      { sport: "hockey", position: "Head Coach", team: "detroit-red-wings", status: "retired", search: "bowman" },
    ]);
    expect(coachSummaryQueryOptions(chosen).queryKey.slice(0, 3)).toEqual(["coaches", "summary", site]);
  });

  it("differ per choice", () => {
    const keys = [{}, { status: "active" }, { position: "Manager" }, { team: "boston-red-sox" }, { search: "joe" }, { sport: "baseball" }].map((choices) =>
      JSON.stringify(coachesQueryOptions(filters(choices)).queryKey),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("normaliseCoachSummary", () => {
  it("reads the API's summary and rounds the average years (spec §2)", () => {
    expect(
      normaliseCoachSummary({
        count: 1117,
        active: 61,
        championships: 222,
        average_years_coaching: 4.9,
        sports: [{ name: "Baseball", slug: "baseball", abbreviation: "BSB" }],
        positions: ["Head Coach", "Manager"],
        teams: [{ slug: "boston-red-sox", abbreviation: "BOS", name: "Red Sox", city: "Boston", sport_name: "Baseball", first_year: 1908, last_year: null, is_active: true }],
      }),
    ).toEqual({
      count: 1117,
      active: 61,
      championships: 222,
      averageYearsCoaching: 5,
      sports: [{ name: "Baseball", slug: "baseball", abbreviation: "BSB" }],
      positions: ["Head Coach", "Manager"],
      teams: [{ slug: "boston-red-sox", abbreviation: "BOS", name: "Red Sox", city: "Boston", sportName: "Baseball", firstYear: 1908, lastYear: null, active: true }],
    });
  });

  it.each<[number | null | undefined, number]>([
    [null, 0],
    [undefined, 0],
    [4.4, 4],
    [4.5, 5],
    [30, 30],
  ])("average years %o → %d", (average, rounded) => {
    expect(normaliseCoachSummary({ average_years_coaching: average }).averageYearsCoaching).toBe(rounded);
  });

  it("defaults counts to 0 and drops options without a slug or name", () => {
    expect(normaliseCoachSummary({ sports: [{ name: "Hockey" }, { slug: "x" }], teams: [{ name: "Red Wings" }], positions: [" ", "Head Coach"] })).toEqual({
      count: 0,
      active: 0,
      championships: 0,
      averageYearsCoaching: 0,
      sports: [{ name: "Hockey", slug: "hockey", abbreviation: "HOC" }],
      positions: ["Head Coach"],
      teams: [],
    });
  });
});
