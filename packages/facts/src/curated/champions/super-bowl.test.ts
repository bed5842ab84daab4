// Super Bowl facts: shape checks, and a cross-check of every season 1966-2020 against
// FiveThirtyEight's nfl_games.csv (the last playoff game of each season is the Super Bowl).
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { teamNameIn } from "../../shared/team-names";
import { needsDatasets } from "../../test/datasets";
import { CHAMPIONSHIPS } from "../championships";
import { TEAMS } from "../teams/index";
import { NFL_TEAMS } from "../teams/nfl";
import type { ChampionFacts, TeamFacts } from "../types";
import { SUPER_BOWL } from "./super-bowl";

/** Super Bowl LIX (February 2025) closed the 2024 season: the latest decided by mid-2025. */
const LATEST_SEASON = 2024;
const FIRST_SEASON = CHAMPIONSHIPS.find((c) => c.slug === "super-bowl")?.firstSeason ?? Number.NaN;

const DATASET = ["fivethirtyeight-nfl-elo-game", "nfl_games.csv"] as const;
const file = datasetFile(...DATASET);

/**
 * Seasons where FiveThirtyEight's team1 is not the Super Bowl's designated home team. The file
 * lists these neutral-site games in an order of its own (e.g. NYG first for XLVI, where the NFL
 * made New England the home team). The NFL rotation has been the same since Super Bowl I, whose
 * home team was Green Bay: the NFL/NFC champion is home in odd-numbered games, the AFL/AFC
 * champion in even-numbered ones — confirmed for recent games by the teams' and the league's own
 * announcements (XLII and XLVI New England, XLIX Seattle, LIV Kansas City, LV Tampa Bay, LVI
 * Cincinnati). Value: the designated home team we hold, against the dataset's team1.
 */
const DESIGNATED_HOME_NOT_TEAM1: Record<number, string> = {
  1966: "green-bay-packers (Super Bowl I); dataset team1 KC",
  1968: "indianapolis-colts (III, as Baltimore); dataset team1 NYJ",
  1969: "kansas-city-chiefs (IV); dataset team1 MIN",
  1973: "miami-dolphins (VIII); dataset team1 MIN",
  1974: "minnesota-vikings (IX); dataset team1 PIT",
  1976: "minnesota-vikings (XI); dataset team1 OAK",
  1978: "dallas-cowboys (XIII); dataset team1 PIT",
  1979: "pittsburgh-steelers (XIV); dataset team1 LAR",
  1980: "philadelphia-eagles (XV); dataset team1 OAK",
  1981: "cincinnati-bengals (XVI); dataset team1 SF",
  1983: "las-vegas-raiders (XVIII, as Los Angeles); dataset team1 WSH",
  1987: "denver-broncos (XXII); dataset team1 WSH",
  1989: "denver-broncos (XXIV); dataset team1 SF",
  1991: "buffalo-bills (XXVI); dataset team1 WSH",
  1993: "buffalo-bills (XXVIII); dataset team1 DAL",
  1996: "green-bay-packers (XXXI); dataset team1 NE",
  1997: "denver-broncos (XXXII); dataset team1 GB",
  1998: "atlanta-falcons (XXXIII); dataset team1 DEN",
  1999: "tennessee-titans (XXXIV); dataset team1 LAR",
  2000: "new-york-giants (XXXV); dataset team1 BAL",
  2001: "new-england-patriots (XXXVI); dataset team1 LAR",
  2005: "pittsburgh-steelers (XL); dataset team1 SEA",
  2006: "chicago-bears (XLI); dataset team1 IND",
  2007: "new-england-patriots (XLII); dataset team1 NYG",
  2008: "arizona-cardinals (XLIII); dataset team1 PIT",
  2009: "indianapolis-colts (XLIV); dataset team1 NO",
  2010: "green-bay-packers (XLV); dataset team1 PIT",
  2011: "new-england-patriots (XLVI); dataset team1 NYG",
  2012: "san-francisco-49ers (XLVII); dataset team1 BAL",
  2014: "seattle-seahawks (XLIX); dataset team1 NE",
};

/** The AFL champions of the four AFL–NFL games (1966-1969); from 1970 the conference decides. */
const AFL_SIDE_BEFORE_MERGER = new Set(["kansas-city-chiefs", "las-vegas-raiders", "new-york-jets"]);

const teamsBySlug = new Map(TEAMS.map((team) => [team.slug, team]));

function team(slug: string): TeamFacts {
  const found = teamsBySlug.get(slug);
  if (!found) throw new Error(`unknown team ${slug}`);
  return found;
}

function romanNumeral(n: number): string {
  const digits: [number, string][] = [[50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
  let rest = n;
  let out = "";
  for (const [value, symbol] of digits) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

const gameNumber = (season: number) => season - 1965;
const homeSlug = (fact: ChampionFacts) => (fact.home === "champion" ? fact.champion : fact.runnerUp);
const isAfcSide = (slug: string, season: number) =>
  season < 1970 ? AFL_SIDE_BEFORE_MERGER.has(slug) : team(slug).conference === "AFC";

describe("Super Bowl facts", () => {
  it("has one entry per season from the first year to the latest, newest first, no duplicates", () => {
    const seasons = SUPER_BOWL.map((fact) => fact.season);
    expect(new Set(seasons).size).toBe(seasons.length);
    const expected = Array.from({ length: LATEST_SEASON - FIRST_SEASON + 1 }, (_, i) => LATEST_SEASON - i);
    expect(seasons).toEqual(expected);
  });

  it("names only teams that exist, and gives notes to any season without a champion", () => {
    const problems: string[] = [];
    for (const fact of SUPER_BOWL) {
      for (const slug of [fact.champion, fact.runnerUp]) {
        if (slug !== null && !teamsBySlug.has(slug)) problems.push(`${fact.season}: unknown team '${slug}'`);
      }
      if (fact.champion === null && !fact.notes) problems.push(`${fact.season}: no champion and no notes`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("writes every game's fields in the expected form", () => {
    const problems: string[] = [];
    for (const fact of SUPER_BOWL) {
      const n = gameNumber(fact.season);
      const name = n === 50 ? "Super Bowl 50" : `Super Bowl ${romanNumeral(n)}`;
      if (fact.notes !== name) problems.push(`${fact.season}: notes ${String(fact.notes)}, expected ${name}`);
      if (fact.resultType !== "game") problems.push(`${fact.season}: resultType ${String(fact.resultType)}`);
      const score = fact.result ? /^(\d+)–(\d+)$/.exec(fact.result) : null;
      if (!score || Number(score[1]) <= Number(score[2])) problems.push(`${fact.season}: result ${String(fact.result)}`);
      if (fact.record && !/^\d+–\d+(–\d+)?$/.test(fact.record)) problems.push(`${fact.season}: record ${fact.record}`);
      if (fact.date && !/^\d{4}-\d{2}-\d{2}$/.test(fact.date)) problems.push(`${fact.season}: date ${fact.date}`);
      if (fact.date && Number(fact.date.slice(0, 4)) !== fact.season + 1) problems.push(`${fact.season}: date ${fact.date} not in ${fact.season + 1}`);
      const wantOvertime = fact.season === 2016 || fact.season === 2023;
      if ((fact.overtime === "OT") !== wantOvertime) problems.push(`${fact.season}: overtime ${String(fact.overtime)}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("pits an AFL/AFC champion against an NFL/NFC champion, the home side following the rotation", () => {
    const problems: string[] = [];
    for (const fact of SUPER_BOWL) {
      if (!fact.champion || !fact.runnerUp) continue;
      if (isAfcSide(fact.champion, fact.season) === isAfcSide(fact.runnerUp, fact.season)) {
        problems.push(`${fact.season}: both finalists on the same side`);
        continue;
      }
      const home = homeSlug(fact);
      if (!fact.home || !home) continue;
      const afcHome = gameNumber(fact.season) % 2 === 0;
      if (isAfcSide(home, fact.season) !== afcHome) problems.push(`${fact.season}: home ${home} breaks the AFC-even/NFC-odd rotation`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("gives the champions and runners-up their names of the time through the teams' history", () => {
    const expected: [season: number, side: "champion" | "runnerUp", name: string][] = [
      [1966, "champion", "Green Bay Packers"],
      [1967, "runnerUp", "Oakland Raiders"],
      [1968, "runnerUp", "Baltimore Colts"],
      [1970, "champion", "Baltimore Colts"],
      [1972, "runnerUp", "Washington Redskins"],
      [1979, "runnerUp", "Los Angeles Rams"],
      [1982, "champion", "Washington Redskins"],
      [1983, "champion", "Los Angeles Raiders"],
      [1994, "runnerUp", "San Diego Chargers"],
      [1999, "champion", "St. Louis Rams"],
      [1999, "runnerUp", "Tennessee Titans"],
      [2001, "runnerUp", "St. Louis Rams"],
      [2002, "runnerUp", "Oakland Raiders"],
      [2008, "runnerUp", "Arizona Cardinals"],
      [2021, "champion", "Los Angeles Rams"],
      [2024, "runnerUp", "Kansas City Chiefs"],
    ];
    const problems: string[] = [];
    for (const [season, side, name] of expected) {
      const slug = SUPER_BOWL.find((fact) => fact.season === season)?.[side];
      const named = slug ? teamNameIn(team(slug), season) : undefined;
      const got = named ? `${named.city} ${named.name}` : "none";
      if (got !== name) problems.push(`${season} ${side}: ${got}, expected ${name}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("has all 32 NFL franchises, with contiguous name histories from their first season", () => {
    const problems: string[] = [];
    const active = NFL_TEAMS.filter((t) => t.isActive !== false);
    expect(active).toHaveLength(32);
    expect(new Set(active.map((t) => t.slug)).size).toBe(32);
    const codes = NFL_TEAMS.flatMap((t) => t.keys?.nflElo ?? []);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of active) {
      if (!t.keys?.nflElo?.length) problems.push(`${t.slug}: no nflElo key`);
      const history = t.history ?? [];
      history.forEach((entry, i) => {
        if (entry.firstYear > entry.lastYear) problems.push(`${t.slug}: ${entry.city} ${entry.name} ends before it starts`);
        const previous = history[i - 1];
        const expectedFirst = previous ? previous.lastYear + 1 : t.foundedYear;
        if (entry.firstYear !== expectedFirst) problems.push(`${t.slug}: ${entry.city} ${entry.name} starts ${entry.firstYear}, expected ${String(expectedFirst)}`);
      });
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

interface FinalGame {
  date: string;
  neutral: string;
  winner: string;
  loser: string;
  winnerScore: number;
  loserScore: number;
  team1: string;
}

describe(`Super Bowl facts against ${DATASET.join("/")}`, needsDatasets([DATASET.join("/")]), () => {
  const load = (() => {
    let rows: CsvRow[] | undefined;
    return () => (rows ??= file ? readCsv(file) : []);
  })();

  const slugByCode = new Map(NFL_TEAMS.flatMap((t) => (t.keys?.nflElo ?? []).map((code) => [code, t.slug] as const)));
  const slugOf = (code: string) => slugByCode.get(code) ?? `(unmapped ${code})`;

  /** The last playoff game of each season, and each team's regular-season W-L-T. */
  function fromDataset() {
    const finals = new Map<number, FinalGame>();
    const records = new Map<string, [number, number, number]>();
    for (const row of load()) {
      const season = Number(row.season);
      const [team1 = "", team2 = ""] = [row.team1, row.team2];
      const [score1, score2] = [Number(row.score1), Number(row.score2)];
      if (row.playoff === "1") {
        const current = finals.get(season);
        if (!current || (row.date ?? "") >= current.date) {
          const team1Won = score1 > score2;
          finals.set(season, {
            date: row.date ?? "",
            neutral: row.neutral ?? "",
            winner: team1Won ? team1 : team2,
            loser: team1Won ? team2 : team1,
            winnerScore: Math.max(score1, score2),
            loserScore: Math.min(score1, score2),
            team1,
          });
        }
      } else {
        for (const [code, own, other] of [[team1, score1, score2], [team2, score2, score1]] as const) {
          const key = `${season} ${code}`;
          const record = records.get(key) ?? [0, 0, 0];
          record[own > other ? 0 : own < other ? 1 : 2] += 1;
          records.set(key, record);
        }
      }
    }
    return { finals, records };
  }

  it("agrees on every season the dataset covers: finalists, score, date, record, designated home team", () => {
    const { finals, records } = fromDataset();
    const mismatches: string[] = [];
    const differ = (season: number, field: string, ours: unknown, theirs: unknown) => {
      if (ours !== theirs) mismatches.push(`${season} ${field}: ours ${String(ours)} vs dataset ${String(theirs)}`);
    };
    const overlapping = SUPER_BOWL.filter((fact) => finals.has(fact.season) && fact.season >= FIRST_SEASON);
    expect(overlapping.map((fact) => fact.season).sort()).toEqual(Array.from({ length: 2020 - FIRST_SEASON + 1 }, (_, i) => FIRST_SEASON + i));

    for (const fact of overlapping) {
      const game = finals.get(fact.season);
      if (!game) continue;
      differ(fact.season, "champion", fact.champion, slugOf(game.winner));
      differ(fact.season, "runnerUp", fact.runnerUp, slugOf(game.loser));
      differ(fact.season, "result", fact.result, `${game.winnerScore}–${game.loserScore}`);
      differ(fact.season, "neutral site", "1", game.neutral);
      if (fact.date) differ(fact.season, "date", fact.date, game.date);
      if (fact.record) {
        const [w, l, t] = records.get(`${fact.season} ${game.winner}`) ?? [0, 0, 0];
        differ(fact.season, "record", fact.record, t > 0 ? `${w}–${l}–${t}` : `${w}–${l}`);
      }
      if (fact.home) {
        const ours = homeSlug(fact);
        const theirs = slugOf(game.team1);
        const exception = DESIGNATED_HOME_NOT_TEAM1[fact.season];
        if (exception) {
          // The documented exception must still describe the data: our home team, their team1.
          if (ours === theirs || !exception.startsWith(`${String(ours)} `) || !exception.endsWith(` ${game.team1}`))
            mismatches.push(`${fact.season} home: exception '${exception}' no longer matches (ours ${String(ours)}, dataset team1 ${game.team1})`);
        } else differ(fact.season, "home (dataset team1)", ours, theirs);
      }
    }
    for (const season of Object.keys(DESIGNATED_HOME_NOT_TEAM1).map(Number)) {
      if (!overlapping.some((fact) => fact.season === season && fact.home)) mismatches.push(`${season} home: exception listed for a season not compared`);
    }
    expect(mismatches, `Super Bowl vs ${DATASET.join("/")}:\n${mismatches.join("\n")}`).toEqual([]);
  });

  it("maps every nflElo key to a code the dataset uses, from the franchise's first season", () => {
    const firstSeason = new Map<string, number>();
    for (const row of load()) {
      for (const code of [row.team1 ?? "", row.team2 ?? ""]) {
        const season = Number(row.season);
        if (season < (firstSeason.get(code) ?? Infinity)) firstSeason.set(code, season);
      }
    }
    // The Rams' first season (1936) was in the second AFL, which the dataset does not hold.
    const notInDataset: Record<string, number> = { "los-angeles-rams": 1937 };
    const mismatches: string[] = [];
    // The defunct clubs, some with a second code, are checked in teams/nfl.test.ts.
    for (const t of NFL_TEAMS.filter((team) => team.isActive !== false)) {
      for (const code of t.keys?.nflElo ?? []) {
        const first = firstSeason.get(code);
        if (first === undefined) mismatches.push(`${t.slug}: code ${code} not in the dataset`);
        else if (first !== (notInDataset[t.slug] ?? t.foundedYear)) mismatches.push(`${t.slug} foundedYear: ours ${String(t.foundedYear)} vs dataset ${first} (${code})`);
      }
    }
    expect(mismatches, mismatches.join("\n")).toEqual([]);
  });
});
