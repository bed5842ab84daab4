// The NBA files' rows read on a few real lines of nba_all_elo.csv and nba_elo.csv (copied here):
// the home side by the game_id's franchise, the BAA's seasons, notes, and nba_elo.csv's faults.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { CsvRow } from "../datasets/csv";
import { REJECTED, readRecentSeasons } from "./nba-elo-recent";
import { leagueOf, readAllEloRow } from "./nba-file";
import { roundName } from "./nba-series";
import { ImportReport } from "./types";

const ALL_ELO_HEADER =
  "gameorder,game_id,lg_id,year_id,date_game,seasongame,is_playoffs,team_id,fran_id,pts,elo_i,elo_n,win_equiv,opp_id,opp_fran,opp_pts,opp_elo_i,opp_elo_n,game_result,forecast,notes,opp_win_equiv,opp_seasongame";
const allElo = (line: string): CsvRow => {
  const [row] = parse<CsvRow>(`${ALL_ELO_HEADER}\n${line}`, { columns: true });
  if (!row) throw new Error("no row");
  return row;
};
const elo = (line: string): CsvRow => {
  const cells = line.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
  return {
    date: cells[0] ?? "",
    season: cells[1] ?? "",
    neutral: cells[2] ?? "",
    playoff: cells[3] ?? "",
    team1: cells[4] ?? "",
    team2: cells[5] ?? "",
    score1: cells[22] ?? "",
    score2: cells[23] ?? "",
  };
};
const franchises = new Map([
  ["GSW", "Warriors"],
  ["PHW", "Warriors"],
  ["PIT", "Ironmen"],
  ["CHS", "Stags"],
  ["WSC", "Capitols"],
  ["TRH", "Huskies"],
  ["NYK", "Knicks"],
  ["BOS", "Celtics"],
  ["MIA", "Heat"],
  ["CLE", "Cavaliers"],
  ["TOR", "Raptors"],
  ["IND", "Pacers"],
]);
const silent = { start: () => undefined, tick: () => undefined, stop: () => undefined };

describe("nba_all_elo.csv rows", () => {
  it("finds the home side by the game_id's franchise: GSW ends the Philadelphia Warriors' home games", () => {
    const game = readAllEloRow(
      allElo(
        '10,"194611070GSW","NBA",1947,"1946-11-07",1,FALSE,"PHW","Warriors",81,1300,1304.667,41.489525,"PIT","Ironmen",75,1277.9456,1273.2786,"W",0.66876441,,38.201401,3',
      ),
      franchises,
      new Set(),
    );
    expect(game).toMatchObject({
      season: 1946,
      league: "baa",
      playoff: false,
      home: { code: "PHW" },
      away: { code: "PIT" },
      homeScore: 81,
      awayScore: 75,
      neutral: false,
      notes: null,
    });
  });

  it("keeps the file's note and the playoff flag: the 1948 tiebreaker", () => {
    const game = readAllEloRow(
      allElo(
        '543,"194803230CHS","NBA",1948,"1948-03-23",49,TRUE,"CHS","Stags",74,1440.7186,1445.4203,46.089687,"WSC","Capitols",70,1465.9006,1461.199,"W",0.60603768,"Tiebreaker",47.710297,49',
      ),
      franchises,
      new Set(),
    );
    expect(game).toMatchObject({
      season: 1947,
      league: "baa",
      playoff: true,
      home: { code: "CHS" },
      homeScore: 74,
      awayScore: 70,
      notes: "Tiebreaker",
    });
  });

  it("takes a neutral site from nba_elo.csv's flag, and keeps an 'at <city>' note without calling the game neutral", () => {
    const tokyo = readAllEloRow(
      allElo(
        '32152,"199011020UTA","NBA",1991,"1990-11-02",1,FALSE,"UTA","Jazz",96,1561.0042,1546.4672,47.435349,"PHO","Suns",119,1616.8882,1631.4252,"L",0.42026287,"at Tokyo, Japan (Tokyo Metropolitan Gymnasium)",55.715054,1',
      ),
      new Map([
        ["UTA", "Jazz"],
        ["PHO", "Suns"],
      ]),
      new Set(["1990-11-02|PHO|UTA"]),
    );
    expect(tokyo).toMatchObject({
      league: "nba",
      home: { code: "UTA" },
      neutral: true,
      notes: "at Tokyo, Japan (Tokyo Metropolitan Gymnasium)",
    });
    const norfolk = readAllEloRow(
      allElo(
        '10802,"197010170VIR","ABA",1971,"1970-10-17",1,FALSE,"VIR","Squires",133,1443.7407,1449.8564,44.280483,"PTC","Condors",116,1345.3092,1339.1935,"W",0.75809503,"at Norfolk VA",32.791836,2',
      ),
      new Map([
        ["VIR", "Squires"],
        ["PTC", "Condors"],
      ]),
      new Set(),
    );
    expect(norfolk).toMatchObject({ league: "aba", season: 1970, home: { code: "VIR" }, neutral: false, notes: "at Norfolk VA" });
  });

  it.each([
    ["NBA", 1948, "baa"],
    ["NBA", 1949, "nba"],
    ["ABA", 1967, "aba"],
    ["NBL", 1949, undefined],
  ] as const)("puts lg_id %s of %i in the %s", (lgId, season, league) => {
    expect(leagueOf(lgId, season)).toBe(league);
  });
});

describe("nba_elo.csv's recent seasons", () => {
  const rows = [
    // A game of the last regular-season day of 2015-16…
    '"2016-04-13",2016,FALSE,,"BOS","MIA",1565.98,1587.46,0.61,0.38,1573.58,1579.87,,,,,,,,,,,98,88',
    // …a first-round playoff game the file leaves unflagged, and a Finals game it flags FALSE.
    '"2016-04-16",2016,FALSE,,"TOR","IND",1632.91,1519.04,0.77,0.22,1613.53,1538.42,,,,,,,,,,,90,100',
    '"2016-06-19",2016,FALSE,FALSE,"GSW","CLE",1764.82,1749.83,0.65,0.34,1755.63,1759.02,,,,,,,,,,,89,93',
    '"2020-03-11",2020,FALSE,,"TOR","IND",1632.91,1519.04,0.77,0.22,1613.53,1538.42,,,,,,,,,,,,',
  ].map(elo);
  // Toronto and Indiana have played their 82 regular-season games (test rows) before the rows above.
  const earlier = Array.from({ length: 82 }, (_, i) =>
    elo(`"2016-01-${String(1 + (i % 28)).padStart(2, "0")}",2016,FALSE,,"TOR","IND",1,1,0,0,1,1,,,,,,,,,,,100,90`),
  );

  it("loads regular-season and Finals games, and rejects the unflagged playoff games and 2019-20 with their reasons", () => {
    const report = new ImportReport();
    const { games, unflagged } = readRecentSeasons([...earlier, ...rows], franchises, report, silent);
    expect(games.filter((g) => g.date >= "2016-04-01").map((g) => [g.date, g.playoff])).toEqual([
      ["2016-04-13", false],
      ["2016-06-19", true],
    ]);
    expect(Object.fromEntries(report.rejected)).toEqual({ [REJECTED.unflagged]: 1, [REJECTED.unscored]: 1 });
    expect(unflagged.map((g) => [g.season, g.home.code, g.away.code])).toEqual([[2015, "TOR", "IND"]]);
  });
});

describe("round names", () => {
  it.each([
    ["nba", 1997, 0, "NBA Finals"],
    ["baa", 1946, 0, "BAA Finals"],
    ["aba", 1970, 0, "ABA Finals"],
    ["nba", 1997, 3, "First round"],
    ["nba", 1965, 1, "Division finals"],
    ["baa", 1946, 2, "Quarterfinals"],
  ] as const)("%s %i, %i series before the Finals: %s", (league, season, depth, name) => {
    expect(roundName(league, season, depth)).toBe(name);
  });
});
