// The deciding games of series finals: their shape against our series results, and where a
// public dataset knows the place, the venue against it.
// - Shape: one game per season at most, only for titles decided by a series; the game's number
//   is the series' length (won + lost from the champion's result, which champions/*.test.ts
//   check against Lahman SeriesPost and the Hockey Databank); the champion's score is higher;
//   the date falls in the weeks that championship is played; extra time is written one way.
// - World Series, 1985-2023: the home team played its home games that season in the venue's
//   park and city (Lahman HomeGames.csv + Parks.csv, names and aliases).
// - NBA Finals: the venue is the home team's arena that season (bball-reference-datasets
//   Team_Summaries.csv `arena`; no licence, so read here only to check our facts).
// A neutral-site game is exempt from the home-park check; its notes must say why.
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { teamNameIn } from "../../shared/team-names";
import { needsDatasets } from "../../test/datasets";
import { CHAMPIONS } from "../champions/index";
import { TEAMS } from "../teams/index";
import type { ChampionFacts, DecidingGameFacts, TeamFacts } from "../types";
import { DECIDING_GAMES } from "./index";

const bySlug = new Map(TEAMS.map((team) => [team.slug, team]));
const team = (slug: string | null | undefined): TeamFacts => {
  const found = slug ? bySlug.get(slug) : undefined;
  if (!found) throw new Error(`no team ${String(slug)}`);
  return found;
};
const pair = (text: string | null | undefined): [number, number] | undefined => {
  const match = text ? /^(\d+)–(\d+)$/.exec(text) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
};
const titleOf = (championship: string, season: number): ChampionFacts | undefined => CHAMPIONS[championship]?.find((fact) => fact.season === season);
const homeSlug = (championship: string, fact: DecidingGameFacts) => {
  const title = titleOf(championship, fact.season);
  return fact.home === "runnerUp" ? title?.runnerUp : title?.champion;
};

/** When each championship's deciding game can fall: [first, last] month-day, and the year offset from the season's start year. */
const WINDOWS: Record<string, { from: string; to: string; yearOffset: number }> = {
  "world-series": { from: "10-01", to: "11-30", yearOffset: 0 },
  "mens-college-world-series": { from: "06-01", to: "06-30", yearOffset: 0 },
  // June (the Stanley Cup sometimes in May), but the 2020 bubbles ran late: the NBA Finals into
  // October 2020, the Stanley Cup into September 2020, and both into July 2021.
  "nba-finals": { from: "06-01", to: "10-31", yearOffset: 1 },
  "stanley-cup-final": { from: "05-01", to: "10-31", yearOffset: 1 },
};
const EXTRA_TIME: Record<string, RegExp> = {
  "world-series": /^(1\d|2\d) innings$/,
  "mens-college-world-series": /^(1\d|2\d) innings$/,
  "nba-finals": /^(\d)?OT$/,
  "stanley-cup-final": /^(\d)?OT$/,
};

describe.each(Object.entries(DECIDING_GAMES))("%s deciding games", (championship, facts) => {
  it("are for seasons whose title was won in a series, newest first, one per season", () => {
    const seasons = facts.map((fact) => fact.season);
    expect(new Set(seasons).size).toBe(seasons.length);
    expect(seasons).toEqual([...seasons].sort((a, b) => b - a));
    for (const fact of facts) {
      const title = titleOf(championship, fact.season);
      expect(title?.resultType, String(fact.season)).toBe("series");
      expect(title?.champion, String(fact.season)).toBeTruthy();
    }
  });

  it("are the series' last game, won by the champion, on a real date in the weeks the final is played", () => {
    const window = WINDOWS[championship];
    expect(window).toBeDefined();
    for (const fact of facts) {
      const at = `${championship} ${String(fact.season)}`;
      const [won, lost] = pair(titleOf(championship, fact.season)?.result) ?? [NaN, NaN];
      expect(fact.game, `${at}: the series went ${String(won)}–${String(lost)}`).toBe(won + lost);
      const [winner, loser] = pair(fact.score) ?? [NaN, NaN];
      expect(winner, `${at}: score ${fact.score}, champion first`).toBeGreaterThan(loser);
      const year = String(fact.season + (window?.yearOffset ?? 0));
      expect(fact.date, at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${fact.date}T12:00:00Z`).toISOString().slice(0, 10), `${at}: ${fact.date} is no calendar date`).toBe(fact.date);
      expect(fact.date >= `${year}-${window?.from ?? ""}` && fact.date <= `${year}-${window?.to ?? ""}`, `${at}: ${fact.date}`).toBe(true);
      if (fact.overtime !== undefined) expect(fact.overtime, at).toMatch(EXTRA_TIME[championship] ?? /^$/);
      if (fact.venue !== undefined) expect(fact.venue, at).toMatch(/^[^,]+, [^,]+$/);
      if (fact.neutralSite) expect(fact.notes ?? (championship === "mens-college-world-series" ? "Omaha" : ""), `${at}: say why the site was neutral`).toBeTruthy();
    }
  });

  it("say which side was at home, except the College World Series, played at its own ballpark", () => {
    for (const fact of facts) {
      if (championship === "mens-college-world-series") {
        expect(fact.home, String(fact.season)).toBeUndefined();
        expect(fact.neutralSite, String(fact.season)).toBe(true);
      } else {
        expect(fact.home, String(fact.season)).toBeDefined();
      }
    }
  });
});

/**
 * "Oakland–Alameda County Coliseum" and "Oakland-Alameda County Coliseum", "Yankee Stadium" and
 * "Yankee Stadium II", "Madison Square Garden" and "Madison Square Garden (IV)" compare equal.
 */
const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s*\((i|ii|iii|iv|v)\)$/, "")
    .replace(/\s+(i|ii|iii|iv|v)$/, "")
    .replace(/[^a-z0-9]/g, "");
const sameName = (ours: string, theirs: string) => {
  const [a, b] = [normalise(ours), normalise(theirs)];
  return a.length > 0 && b.length > 0 && (a === b || a.includes(b) || b.includes(a));
};
const [stadiumOf, cityOf] = [(venue: string) => venue.split(", ")[0] ?? "", (venue: string) => venue.split(", ")[1] ?? ""];

const lahman = {
  teams: datasetFile("lahman", "Teams.csv"),
  homeGames: datasetFile("lahman", "HomeGames.csv"),
  parks: datasetFile("lahman", "Parks.csv"),
};

/** Where Lahman names a park otherwise than its name on the day; each excuses exactly this pair. */
const PARK_NAME_EXCEPTIONS = [
  {
    season: 2002,
    ours: "Edison International Field of Anaheim",
    reason: "Lahman lists the Angels' park as Angel Stadium of Anaheim, alias 'Edison Field'; its full name from 1998 to 2003 was Edison International Field of Anaheim.",
  },
  {
    season: 2020,
    ours: "Globe Life Field",
    reason: "Parks.csv names park ARL03, the Rangers' Arlington home since 2020, 'Field of Dreams' (the name of DYE01 in Dyersville, Iowa); ARL03 is Globe Life Field.",
  },
];

describe("World Series deciding games against Lahman's home parks", needsDatasets(["lahman/Teams.csv", "lahman/HomeGames.csv", "lahman/Parks.csv"]), () => {
  const load = (path: string | undefined): CsvRow[] => (path ? readCsv(path) : []);
  const teamID = new Map(load(lahman.teams).map((row) => [`${row.yearID ?? ""}/${row.franchID ?? ""}`, row.teamID ?? ""]));
  const parks = new Map(load(lahman.parks).map((row) => [row.parkkey ?? "", row]));
  const homeParks = new Map<string, CsvRow[]>();
  for (const row of load(lahman.homeGames)) {
    const key = `${row.yearkey ?? ""}/${row.teamkey ?? ""}`;
    const park = parks.get(row.parkkey ?? "");
    if (park) homeParks.set(key, [...(homeParks.get(key) ?? []), park]);
  }
  const lastSeason = Math.max(...[...teamID.keys()].map((key) => Number(key.split("/")[0])));
  const names = (park: CsvRow) => [park.parkname ?? "", ...(park.parkalias ?? "").split(";").map((alias) => alias.trim())].filter(Boolean);

  it("were played in the home team's park and city that season (the neutral 2020 Series: in a major-league park of that city)", () => {
    const games = (DECIDING_GAMES["world-series"] ?? []).filter((fact) => fact.season <= lastSeason);
    expect(games.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const fact of games) {
      const venue = fact.venue ?? "";
      const franchise = team(homeSlug("world-series", fact)).keys?.lahman ?? "";
      const candidates = fact.neutralSite
        ? [...homeParks.entries()].filter(([key]) => key.startsWith(`${String(fact.season)}/`)).flatMap(([, rows]) => rows)
        : (homeParks.get(`${String(fact.season)}/${teamID.get(`${String(fact.season)}/${franchise}`) ?? ""}`) ?? []);
      const inCity = candidates.filter((park) => park.city === cityOf(venue));
      const named = inCity.some((park) => names(park).some((name) => sameName(stadiumOf(venue), name)));
      const excused = PARK_NAME_EXCEPTIONS.some((exception) => exception.season === fact.season && exception.ours === stadiumOf(venue));
      if (inCity.length === 0) found.push(`${String(fact.season)}: ${venue} — Lahman's home parks: ${candidates.map((park) => `${park.parkname ?? ""}, ${park.city ?? ""}`).join("; ")}`);
      else if (!named && !excused) found.push(`${String(fact.season)}: ${venue} — Lahman names it ${inCity.map((park) => names(park).join(" / ")).join("; ")}`);
      else if (named && excused) found.push(`${String(fact.season)}: the exception for ${venue} is no longer needed`);
    }
    expect(found, `World Series venues that disagree with Lahman:\n${found.join("\n")}`).toEqual([]);
  });
});

const summaries = datasetFile("bball-reference-datasets", "Team_Summaries.csv");

describe("NBA Finals deciding games against Basketball-Reference's arenas", needsDatasets(["bball-reference-datasets/Team_Summaries.csv"]), () => {
  const rows = summaries ? readCsv(summaries) : [];
  /** Basketball-Reference's `season` is the year the season ended. */
  const arena = new Map(rows.map((row) => [`${row.season ?? ""}/${row.team ?? ""}`, row.arena ?? ""]));

  it("were played in the home team's arena that season, under the name it then had", () => {
    const found: string[] = [];
    for (const fact of (DECIDING_GAMES["nba-finals"] ?? []).filter((game) => !game.neutralSite)) {
      const { city, name } = teamNameIn(team(homeSlug("nba-finals", fact)), fact.season);
      const theirs = arena.get(`${String(fact.season + 1)}/${city} ${name}`);
      const ours = stadiumOf(fact.venue ?? "");
      if (theirs === undefined || normalise(ours) !== normalise(theirs)) found.push(`${String(fact.season)}: ${ours} — ${city} ${name}'s arena: ${theirs ?? "(no row)"}`);
    }
    expect(found, `NBA Finals venues that disagree with Team_Summaries.csv:\n${found.join("\n")}`).toEqual([]);
  });
});
