// The Stanley Cup before the NHL (1892-93 to 1916-17, the league "pre-nhl"): one holder per season,
// the Hockey Hall of Fame's list of winners accounted for season by season, and the seasons the
// Hockey Databank holds (NHA from 1909-10, PCHA from 1911-12) checked against it: the NHA champion
// who held the Cup at the season's end, each champion's record, the NHA–PCHA finals of 1913-14 to
// 1916-17 (SeriesPost.csv round "SCF") and the finalists' names (Teams.csv).
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { teamNameIn } from "../../shared/team-names";
import { needsDatasets } from "../../test/datasets";
import { CHAMPIONSHIPS } from "../championships";
import { TEAMS } from "../teams/index";
import { STANLEY_CUP_FINAL } from "./stanley-cup-final";

const FIRST = 1892;
const LAST = 1916;
const BEFORE_NHL = STANLEY_CUP_FINAL.filter((fact) => fact.season <= LAST);
const bySlug = new Map(TEAMS.map((team) => [team.slug, team]));
const factOf = (season: number) => BEFORE_NHL.find((fact) => fact.season === season);

/**
 * The Hockey Hall of Fame's list of Stanley Cup winners to 1917, by the season (start year) each
 * award fell in, as our notes name the club. The last of a season is its champion; the others
 * must be named in that season's notes.
 */
const HALL_OF_FAME: [season: number, slug: string, named: string][] = [
  [1892, "montreal-hockey-club", "Montreal Hockey Club"],
  [1893, "montreal-hockey-club", "Montreal Hockey Club"],
  [1894, "montreal-victorias", "Victorias"],
  [1895, "winnipeg-victorias", "Winnipeg Victorias"],
  [1896, "montreal-victorias", "Montreal Victorias"], // December 1896
  [1896, "montreal-victorias", "Victorias"], // 1897
  [1897, "montreal-victorias", "Victorias"],
  [1898, "montreal-victorias", "Montreal Victorias"], // February 1899
  [1898, "montreal-shamrocks", "Shamrocks"], // March 1899
  [1899, "montreal-shamrocks", "Shamrocks"],
  [1900, "winnipeg-victorias", "Winnipeg Victorias"],
  [1901, "winnipeg-victorias", "Winnipeg Victorias"], // January 1902
  [1901, "montreal-hockey-club", "Montreal Hockey Club"], // March 1902
  [1902, "montreal-hockey-club", "Montreal Hockey Club"], // February 1903
  [1902, "st-louis-eagles", "Ottawa"], // March 1903, the Silver Seven
  [1903, "st-louis-eagles", "Ottawa Silver Seven"],
  [1904, "st-louis-eagles", "Ottawa Silver Seven"],
  [1905, "st-louis-eagles", "Ottawa"], // February 1906
  [1905, "montreal-wanderers", "Wanderers"], // March 1906
  [1906, "kenora-thistles", "Kenora Thistles"], // January 1907
  [1906, "montreal-wanderers", "Wanderers"], // March 1907
  [1907, "montreal-wanderers", "Wanderers"],
  [1908, "st-louis-eagles", "Ottawa"],
  [1909, "st-louis-eagles", "Ottawa"], // January 1910
  [1909, "montreal-wanderers", "Wanderers"], // March 1910
  [1910, "st-louis-eagles", "Ottawa"],
  [1911, "quebec-bulldogs", "Quebec"],
  [1912, "quebec-bulldogs", "Quebec"],
  [1913, "toronto-blueshirts", "Toronto"],
  [1914, "vancouver-maroons", "Vancouver Millionaires"],
  [1915, "montreal-canadiens", "Canadiens"],
  [1916, "seattle-metropolitans", "Seattle Metropolitans"],
];

describe("the Stanley Cup before the NHL", () => {
  it("has one champion for every season from 1892-93 to 1916-17, newest first, after the NHL's seasons", () => {
    expect(BEFORE_NHL.map((fact) => fact.season)).toEqual(Array.from({ length: LAST - FIRST + 1 }, (_, i) => LAST - i));
    expect(STANLEY_CUP_FINAL.at(-1)?.season).toBe(FIRST);
    for (const fact of BEFORE_NHL) {
      expect(fact.champion, String(fact.season)).not.toBeNull();
      expect(fact.notes?.trim(), String(fact.season)).toBeTruthy();
    }
  });

  it("belongs to the league 'pre-nhl' from the first award, 1893", () => {
    const championship = CHAMPIONSHIPS.find((entry) => entry.slug === "stanley-cup-final");
    expect(championship).toMatchObject({ firstYear: 1893, firstSeason: FIRST, earlierLeagues: [{ league: "pre-nhl", lastSeason: LAST }] });
  });

  it("names clubs of the pre-NHL table or NHL franchises, never the same club on both sides", () => {
    for (const fact of BEFORE_NHL) {
      for (const slug of [fact.champion, fact.runnerUp])
        if (slug !== null) expect(["pre-nhl", "nhl"], `${String(fact.season)}: ${slug}`).toContain(bySlug.get(slug)?.league);
      expect(fact.champion, String(fact.season)).not.toBe(fact.runnerUp);
    }
    const preNhl = TEAMS.filter((team) => team.league === "pre-nhl");
    const named = new Set(BEFORE_NHL.flatMap((fact) => [fact.champion, fact.runnerUp]));
    expect(preNhl.filter((team) => !named.has(team.slug)).map((team) => team.slug)).toEqual([]);
    expect(preNhl.every((team) => team.isActive === false)).toBe(true);
  });

  it("accounts for every winner on the Hall of Fame's list: the last of a season is its champion, the others are in its notes", () => {
    const problems: string[] = [];
    for (let season = FIRST; season <= LAST; season++) {
      const listed = HALL_OF_FAME.filter(([year]) => year === season);
      const fact = factOf(season);
      const last = listed.at(-1);
      if (!last || fact?.champion !== last[1]) problems.push(`${String(season)}: champion ${String(fact?.champion)}, the Hall's last ${String(last?.[1])}`);
      for (const [, , named] of listed) if (!fact?.notes?.includes(named)) problems.push(`${String(season)}: notes do not name ${named}`);
    }
    expect(problems).toEqual([]);
  });

  it("writes results as won–lost with an en dash, a series only of games, the winner first", () => {
    for (const fact of BEFORE_NHL.filter((entry) => entry.result !== null)) {
      expect(fact.result, String(fact.season)).toMatch(/^\d+–\d+$/);
      const [won = 0, lost = 0] = (fact.result ?? "").split("–").map(Number);
      expect(won, String(fact.season)).toBeGreaterThan(lost);
      expect(fact.runnerUp, String(fact.season)).not.toBeNull();
      expect(["game", "series"], String(fact.season)).toContain(fact.resultType);
    }
  });
});

const NEEDED = ["SeriesPost.csv", "Teams.csv"].map((name) => `hockey-databank/${name}`);
/** The Databank's codes of the clubs without a franchise key of ours (pre-NHL teams), else the franchise by keys.hockeyDatabank. */
const PRE_NHL_CODES: Record<string, string> = { TBS: "toronto-blueshirts", VA1: "victoria-aristocrats", PO1: "portland-rosebuds", QU1: "quebec-bulldogs" };

describe("the Stanley Cup before the NHL against the Hockey Databank", needsDatasets(NEEDED), () => {
  const load = (name: string): CsvRow[] => {
    const path = datasetFile("hockey-databank", name);
    return path ? readCsv(path) : [];
  };
  const teams = load("Teams.csv").filter((row) => Number(row.year) <= LAST);
  const slugOfFranchise = new Map(TEAMS.filter((team) => team.keys?.hockeyDatabank).map((team) => [team.keys?.hockeyDatabank ?? "", team.slug]));
  const slugOf = (year: number, tmID: string | undefined) => {
    const row = teams.find((team) => Number(team.year) === year && team.tmID === tmID);
    return PRE_NHL_CODES[tmID ?? ""] ?? slugOfFranchise.get(row?.franchID ?? "") ?? `unknown ${tmID ?? "?"}`;
  };
  const rowOf = (year: number, slug: string | null) => teams.find((row) => Number(row.year) === year && slugOf(year, row.tmID) === slug);

  it("has the NHA champion (first in Teams.csv) as the holder at the end of 1909-10 to 1912-13", () => {
    const firsts = [1909, 1910, 1911, 1912].map((year) => {
      const first = teams.filter((row) => Number(row.year) === year && row.lgID === "NHA" && row.rank === "1");
      return [year, first.map((row) => slugOf(year, row.tmID))];
    });
    expect(firsts).toEqual([1909, 1910, 1911, 1912].map((year) => [year, [factOf(year)?.champion]]));
  });

  it("agrees with SeriesPost on the finals of 1913-14 to 1916-17: winner, loser, games won and lost", () => {
    const finals = load("SeriesPost.csv").filter((row) => row.round === "SCF" && Number(row.year) >= 1913 && Number(row.year) <= LAST);
    const theirs = finals.map((row) => [Number(row.year), slugOf(Number(row.year), row.tmIDWinner), slugOf(Number(row.year), row.tmIDLoser), `${row.W ?? ""}–${row.L ?? ""}`]);
    const ours = [1913, 1914, 1915, 1916].map((year) => [year, factOf(year)?.champion, factOf(year)?.runnerUp, factOf(year)?.result]);
    expect(theirs.sort()).toEqual(ours.sort());
  });

  it("agrees with Teams.csv on each champion's record and each finalist's name, where it holds the club's season", () => {
    const problems: string[] = [];
    for (const fact of BEFORE_NHL) {
      const row = rowOf(fact.season, fact.champion);
      if (fact.record !== undefined) {
        const dataset = row ? [row.W, row.L, row.T].map((value) => value || "0").join("–") : "(no row)";
        if (dataset !== fact.record) problems.push(`${String(fact.season)} record: ours ${fact.record} vs ${dataset}`);
      } else if (row) problems.push(`${String(fact.season)}: no record, the Databank has one`);
      for (const slug of [fact.champion, fact.runnerUp]) {
        const team = slug === null ? undefined : bySlug.get(slug);
        const dataset = rowOf(fact.season, slug)?.name;
        if (!team || dataset === undefined) continue;
        const { city, name } = teamNameIn(team, fact.season);
        if (`${city} ${name}` !== dataset) problems.push(`${String(fact.season)} name: ours ${city} ${name} vs ${dataset}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
