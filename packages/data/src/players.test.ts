import { describe, expect, it } from "vitest";
import { buildUrl } from "./client";
import { heightText, normalisePlayerAt, playerIcon, playersQueryKey, playersRequest, type RawPlayer } from "./players";
import { careerStatsOf } from "./players-stats";

const today = new Date(2026, 10, 22);

// Trimmed from the real API (http://127.0.0.1:4400/api/people/players/?search=…).
const babeRuth = {
  id: 16251,
  slug: "babe-ruth",
  person: { first_name: "Babe", last_name: "Ruth", full_name: "Babe Ruth", age: null, birth_date: "1895-02-06", birth_place: "Baltimore, MD, USA", death_date: "1948-08-16" },
  jersey_number: null,
  // His last club, the 1935 Boston Braves (today's Atlanta Braves), under its name then; we hold no abbreviation for it then.
  current_team: { name: "Braves", city: "Boston", abbreviation: null, sport_name: "Baseball", slug: "atlanta-braves", season: 1935, season_label: "1935" },
  height: "6-2",
  weight: 215,
  years_pro: 22,
  college: null,
  draft_year: null,
  draft_round: null,
  draft_pick: null,
  awards: ["Baseball Magazine All-Star (1932)", "Baseball Magazine All-Star (1931)", "TSN All-Star (1931)", "Most Valuable Player (1923)"],
  championships_won: 7,
  all_star_selections: 2,
  is_active: false,
  status: "inactive",
  contract_end_year: null,
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  position: "Outfield",
  primary_position: { name: "Outfield" },
  // In the order the API's jsonb answers them.
  career_stats: { era: 2.28, rbi: 2217, hits: 2873, runs: 2174, wins: 94, games: 2503, saves: 4, walks: 2062, losses: 46, at_bats: 8398, doubles: 506, triples: 136, home_runs: 714, strikeouts: 1330, stolen_bases: 123, batting_average: 0.342, innings_pitched: 1221.1, pitching_strikeouts: 488 },
} satisfies RawPlayer;

const mikeTrout = {
  id: 18898,
  slug: "mike-trout",
  person: { first_name: "Mike", last_name: "Trout", full_name: "Mike Trout", age: 35, birth_date: "1991-08-07", birth_place: "Vineland, NJ, USA", death_date: null },
  current_team: { name: "Angels", city: "Los Angeles", abbreviation: "LAA", sport_name: "Baseball", slug: "los-angeles-angels", season: null, season_label: null },
  years_pro: 12,
  awards: ["Silver Slugger (2022)", "TSN All-Star (2022)", "All-Star Game MVP (2015)"],
  championships_won: 0,
  all_star_selections: 11,
  is_active: true,
  status: "active",
  sport: { name: "Baseball", slug: "baseball", abbreviation: "BSB" },
  position: "Outfield",
  primary_position: { name: "Outfield" },
  career_stats: { rbi: 940, hits: 1624, runs: 1106, games: 1489, walks: 964, at_bats: 5402, doubles: 310, triples: 52, home_runs: 368, strikeouts: 1458, stolen_bases: 206, batting_average: 0.301 },
} satisfies RawPlayer;

// Hockey Databank: his last club, the 1998-99 New York Rangers; no All-Star data for the NHL;
// award seasons labelled by the season-label rule (the Conn Smythe of 1984-85 and 1987-88).
const wayneGretzky = {
  id: 22961,
  slug: "wayne-gretzky",
  person: { first_name: "Wayne", last_name: "Gretzky", full_name: "Wayne Gretzky", age: 65, birth_date: "1961-01-26", birth_place: "Brantford, ON, Canada", death_date: null },
  current_team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey", slug: "new-york-rangers", season: 1998, season_label: "1998-99" },
  years_pro: 20,
  awards: ["Lady Byng (1998-99)", "Second Team All-Star (1997-98)", "Hart (1988-89)", "Conn Smythe (1987-88)", "Conn Smythe (1984-85)"],
  championships_won: 4,
  all_star_selections: null,
  is_active: false,
  status: "inactive",
  sport: { name: "Hockey", slug: "hockey", abbreviation: "HKY" },
  position: "Center",
} satisfies RawPlayer;

// Known only as an MVP of our curated titles: no career, so the club of his latest title, and neither his titles nor his All-Star games counted.
const michaelJordan = {
  slug: "michael-jordan",
  person: { first_name: "Michael", last_name: "Jordan", full_name: "Michael Jordan", age: null, birth_date: null, birth_place: null, death_date: null },
  current_team: { name: "Bulls", city: "Chicago", abbreviation: "CHI", sport_name: "Basketball", slug: "chicago-bulls", season: 1997, season_label: "1997-98" },
  awards: [],
  championships_won: null,
  all_star_selections: null,
  is_active: false,
  status: "inactive",
  sport: { name: "Basketball", slug: "basketball", abbreviation: "BB" },
} satisfies RawPlayer;

describe("normalisePlayer (spec §3 Player, §2 Players)", () => {
  it("reads a real player: team as city and name, status, awards for the card, icon", () => {
    const player = normalisePlayerAt(babeRuth, 0, today);
    expect(player).toMatchObject({
      key: "16251",
      slug: "babe-ruth",
      jerseyNumber: null,
      position: "Outfield",
      team: { slug: "atlanta-braves", abbreviation: null, displayName: "Boston Braves", city: "Boston", name: "Braves", season: "1935" },
      sportName: "Baseball",
      sportSlug: "baseball",
      status: "inactive",
      height: `6'2"`,
      weight: 215,
      yearsPro: 22,
      college: null,
      draft: null,
      championships: 7,
      allStarSelections: 2,
      icon: "trophy",
      recentAwards: { shown: ["Baseball Magazine All-Star (1932)", "Baseball Magazine All-Star (1931)"], more: true },
    });
    expect(player.person.fullName).toBe("Babe Ruth");
    expect(player.awards).toHaveLength(4);
  });

  it.each([
    ["the API's age", mikeTrout, 35],
    ["computed from the birth date when no age is given", { ...mikeTrout, person: { ...mikeTrout.person, age: null } }, 35],
    ["none for someone who has died, though the birth date is known", babeRuth, null],
    ["none for someone who has died, flat fields", { full_name: "Babe Ruth", birth_date: "1895-02-06", death_date: "1948-08-16" }, null],
    ["none when nothing is known", {}, null],
  ])("age: %s", (_, raw: RawPlayer, age) => {
    expect(normalisePlayerAt(raw, 0, today).person.age).toBe(age);
  });

  it("applies every default of spec §3/§9 to an empty record", () => {
    expect(normalisePlayerAt({}, 4, today)).toEqual({
      key: "#4",
      slug: null,
      person: { firstName: "Unknown", lastName: "Player", fullName: "Unknown Player", age: null, birthDate: null, birthPlace: null },
      deathDate: null,
      jerseyNumber: null,
      position: "Player",
      team: { slug: null, abbreviation: "FA", displayName: "Free Agent", city: null, name: "Free Agent", season: null },
      sportName: null,
      sportSlug: null,
      status: "inactive",
      height: null,
      weight: null,
      yearsPro: null,
      college: null,
      draft: null,
      careerStats: [],
      awards: [],
      recentAwards: { shown: [], more: false },
      championships: null,
      allStarSelections: null,
      icon: "user",
      contractEndYear: null,
    });
  });

  it.each([
    ["position from primary_position", { primary_position: { name: "Pitcher" }, position: "P" }, { position: "Pitcher" }],
    ["position as text", { position: "Shortstop" }, { position: "Shortstop" }],
    ["primary_position as text", { primary_position: "Goalie" }, { position: "Goalie" }],
    ["blank position", { position: " " }, { position: "Player" }],
    ["team as text", { current_team: "Yankees" }, { team: { slug: null, abbreviation: "FA", displayName: "Yankees", city: null, name: "Yankees" } }],
    ["no current team", { current_team: null }, { team: { slug: null, abbreviation: "FA", displayName: "Free Agent", city: null, name: "Free Agent", season: null } }],
    ["no team, active: a free agent", { current_team: null, is_active: true }, { team: { slug: null, abbreviation: "FA", displayName: "Free Agent", city: null, name: "Free Agent", season: null } }],
    [
      "no team, not active: his last club is not known, he is no free agent",
      { current_team: null, is_active: false },
      { team: { slug: null, abbreviation: null, displayName: "Last team not recorded", city: null, name: "Last team not recorded", season: null } },
    ],
    ["no team, retired", { current_team: null, status: "retired" }, { team: { slug: null, abbreviation: null, displayName: "Last team not recorded", city: null, name: "Last team not recorded", season: null } }],
    ["a last club with its abbreviation then", wayneGretzky, { team: { slug: "new-york-rangers", abbreviation: "NYR", displayName: "New York Rangers", city: "New York", name: "Rangers", season: "1998-99" } }],
    ["a last season without its label: the start year", { current_team: { name: "Braves", city: "Boston", slug: "atlanta-braves", season: 1935 } }, { team: expect.objectContaining({ abbreviation: null, season: "1935" }) as object }],
    ["the current team of an active player has no season", mikeTrout, { team: { slug: "los-angeles-angels", abbreviation: "LAA", displayName: "Los Angeles Angels", city: "Los Angeles", name: "Angels", season: null } }],
    ["All-Star selections we hold", mikeTrout, { allStarSelections: 11, championships: 0 }],
    ["All-Star selections we do not hold: null (N/A), never 0", wayneGretzky, { allStarSelections: null, championships: 4 }],
    ["neither count held", michaelJordan, { allStarSelections: null, championships: null, icon: "user", team: expect.objectContaining({ displayName: "Chicago Bulls", season: "1997-98" }) as object }],
    ["a count of 0 stays 0", { all_star_selections: 0, championships_won: 0 }, { allStarSelections: 0, championships: 0 }],
    ["award labels as the API sends them", wayneGretzky, { recentAwards: { shown: ["Lady Byng (1998-99)", "Second Team All-Star (1997-98)"], more: true } }],
    ["sport from the team", { current_team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey" } }, { sportName: "Hockey" }],
    ["sport as text", { sport: "Hockey" }, { sportName: "Hockey", sportSlug: null }],
    ["status from is_active", { is_active: true }, { status: "active" }],
    ["a status the API names", { status: "Retired", is_active: false }, { status: "retired" }],
    ["an unknown status falls back to is_active", { status: "suspended", is_active: true }, { status: "active" }],
    ["jersey number as a number", { jersey_number: 27 }, { jerseyNumber: "27" }],
    ["weight as text", { weight: "235" }, { weight: 235 }],
    ["draft shown with a year", { draft_year: 2009, draft_round: 1, draft_pick: 25 }, { draft: { year: 2009, round: 1, pick: 25 } }],
    ["draft shown with a round alone", { draft_round: 1 }, { draft: { year: null, round: 1, pick: null } }],
    ["no draft with a pick alone", { draft_pick: 25 }, { draft: null }],
    ["flat person", { first_name: "Wayne", last_name: "Gretzky", birth_place: "Brantford, ON, Canada" }, { person: { fullName: "Wayne Gretzky", birthPlace: "Brantford, ON, Canada" } }],
  ])("%s", (_, raw: RawPlayer, expected) => {
    expect(normalisePlayerAt(raw, 0, today)).toMatchObject(expected);
  });
});

describe("player icon (spec §2)", () => {
  it.each([
    [null, [], "user"],
    [null, ["Finals MVP (1997-98)"], "star"],
    [3, [], "trophy"],
    [4, ["Hart (1988)"], "trophy"],
    [2, ["All-Star Game MVP (2015)"], "star"],
    [0, ["Cy Young Award (1966)", "Hutch Award (1966)", "Pitching Triple Crown (1966)", "TSN All-Star (1966)", "World Series MVP (1965)"], "star"],
    [0, ["Lady Byng (1998)", "Second Team All-Star (1997)", "Second Team All-Star (1996)", "Art Ross (1993)"], "award"],
    [0, ["Lady Byng (1998)", "Second Team All-Star (1997)", "Art Ross (1993)"], "user"],
    [2, ["Most Valuable Player (2019)"], "user"],
    [0, [], "user"],
  ])("%s championships, awards %j → %s", (championships, awards, icon) => {
    expect(playerIcon(championships, awards)).toBe(icon);
  });
});

describe("career stats (spec §2: first 6, in reading order)", () => {
  const shown = (stats: Record<string, number | null>, position: string) => careerStatsOf(stats, position).map(({ label, value }) => `${label}: ${value}`);

  it.each([
    ["a batter", babeRuth.career_stats, "Outfield", ["games: 2,503", "hits: 2,873", "home runs: 714", "rbi: 2,217", "batting average: 0.342", "runs: 2,174"]],
    [
      "a pitcher",
      { era: 2.76, rbi: 28, hits: 75, runs: 26, wins: 165, games: 397, saves: 9, walks: 43, losses: 87, strikeouts: 386, innings_pitched: 2324.1, pitching_strikeouts: 2396 },
      "Pitcher",
      ["wins: 165", "losses: 87", "era: 2.760", "pitching strikeouts: 2,396", "saves: 9", "innings pitched: 2,324.1"],
    ],
    [
      "a skater",
      { goals: 894, points: 2857, assists: 1963, plus_minus: 518, games_played: 1487, playoff_games: 208, playoff_goals: 122, playoff_points: 382, penalty_minutes: 577, power_play_goals: 204 },
      "Center",
      ["games played: 1,487", "goals: 894", "assists: 1,963", "points: 2,857", "plus minus: 518", "penalty minutes: 577"],
    ],
    [
      "a goalie",
      { wins: 691, losses: 397, shutouts: 125, games_played: 1266, playoff_wins: 113, save_percentage: 0.912, ties_overtime_losses: 154, goals_against_average: 2.24 },
      "Goalie",
      ["games played: 1,266", "wins: 691", "losses: 397", "goals against average: 2.240", "save percentage: 0.912", "shutouts: 125"],
    ],
    ["unknown keys keep their order, after known ones", { passing_yards: 71940, touchdowns: 539, games: 266 }, "Quarterback", ["games: 266", "passing yards: 71,940", "touchdowns: 539"]],
    ["an undefined value", { points_per_game: null, games: 1560 }, "Center", ["games: 1,560", "points per game: N/A"]],
  ])("%s", (_, stats, position, expected) => {
    expect(shown(stats, position)).toEqual(expected);
  });
});

describe("height", () => {
  it.each([
    ["6-2", `6'2"`],
    ["5-11", `5'11"`],
    ["188 cm", "188 cm"],
    [74, "74"],
    [null, null],
    ["", null],
  ])("%j → %j", (height, text) => {
    expect(heightText(height)).toBe(text);
  });
});

describe("players calls (spec §7)", () => {
  const hub = {};
  const mlb = { sport__slug: "baseball", level__slug: "professional" };
  it.each([
    ["hub, no filters", hub, {}, "/api/people/players/"],
    ["a sport site", mlb, {}, "/api/people/players/?sport__slug=baseball&level__slug=professional"],
    ["hub sport dropdown", hub, { sport: "hockey" }, "/api/people/players/?sport__slug=hockey"],
    ["a sport site's own sport wins", mlb, { sport: "hockey" }, "/api/people/players/?sport__slug=baseball&level__slug=professional"],
    ["status active → active/", mlb, { status: "active" as const }, "/api/people/players/active/?sport__slug=baseball&level__slug=professional"],
    ["a position → by_position/", mlb, { position: "Pitcher" }, "/api/people/players/by_position/?sport__slug=baseball&level__slug=professional&position=Pitcher"],
    ["active wins over a position, which still filters", hub, { status: "active" as const, position: "Goalie" }, "/api/people/players/active/?position=Goalie"],
    ["other statuses are a parameter", hub, { status: "retired" as const }, "/api/people/players/?status=retired"],
    ["injured", hub, { status: "injured" as const, position: "Center" }, "/api/people/players/by_position/?position=Center&status=injured"],
    ["team by slug", hub, { team: "new-york-rangers" }, "/api/people/players/?team__slug=new-york-rangers"],
    ["search, trimmed", hub, { search: "  ruth " }, "/api/people/players/?search=ruth"],
    [
      "everything together",
      hub,
      { sport: "baseball", position: "Outfield", team: "los-angeles-angels", status: "inactive" as const, search: "trout" },
      "/api/people/players/by_position/?sport__slug=baseball&position=Outfield&team__slug=los-angeles-angels&status=inactive&search=trout",
    ],
    ["blank choices are no filter", hub, { sport: "", position: " ", team: "", search: "" }, "/api/people/players/"],
  ])("%s", (_, site, filters, url) => {
    const { path, params } = playersRequest(site, filters);
    expect(buildUrl(path, params)).toBe(url);
  });

  it("keys the cache by resource, sport/level, position, team, status and search", () => {
    const key = playersQueryKey({ sport__slug: "hockey" }, { position: "Goalie", team: "st-louis-blues", status: "inactive", search: "brodeur" });
    expect(key).toEqual(["players", "list", { sport__slug: "hockey" }, { position: "Goalie", team__slug: "st-louis-blues", status: "inactive", search: "brodeur" }]);
    expect(playersQueryKey({}, { search: " " })).toEqual(playersQueryKey({}, {}));
    expect(playersQueryKey({}, { status: "active" })).not.toEqual(playersQueryKey({}, {}));
  });
});
