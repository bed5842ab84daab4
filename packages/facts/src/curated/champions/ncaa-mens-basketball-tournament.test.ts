// The NCAA men's tournament history and its programs, checked for completeness and against
// FiveThirtyEight's historical-ncaa-forecasts results (fivethirtyeight/data, CC BY 4.0; read here
// only to check our facts).
//
// The dataset (historical-538-ncaa-tournament-model-results.csv: year, round, favorite, underdog,
// favorite_probability, favorite_win_flag) lists who won each tournament game, without scores or
// dates. `year` is the tournament's year, the END year of the season (2011 = our season 2010).
// `round` 1 is the First Four, 2 the round of 64 ... 6 the national semifinals, 7 the final.
// 2011–2013 are complete (67 games each); 2014 has only rounds 1–3. What is compared:
//   - 2011–2013: the final's winner and loser are our champion and runner-up, and our champion is
//     the one team the file has unbeaten that year;
//   - 2014: our champion and runner-up won every game the file has for them;
//   - the file itself: each team loses at most once a year and plays no game after its loss. Three
//     rows break that and are wrong (DATASET_ERRORS below, each named); they are corrected here,
//     and the test fails if one of them stops being needed.
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { needsDatasets } from "../../test/datasets";
import { CHAMPIONSHIPS } from "../championships";
import { COLLEGE_BASKETBALL_TEAMS } from "../teams/college-basketball";
import { TEAMS } from "../teams/index";
import type { ChampionFacts, TeamFacts } from "../types";
import { NCAA_MENS_BASKETBALL_TOURNAMENT as FINALS } from "./ncaa-mens-basketball-tournament";

const FIRST_SEASON = 1938;
const LATEST_SEASON = 2024;
const NOT_HELD = new Set([2019]);
const bySlug = new Map(TEAMS.map((team) => [team.slug, team]));
const team = (slug: string | null): TeamFacts => {
  const found = slug ? bySlug.get(slug) : undefined;
  if (!found) throw new Error(`no team ${slug}`);
  return found;
};
/** "65–63" => { won: 65, lost: 63 }; undefined when not of that form. */
const score = (result: string | null) => {
  const match = /^(\d+)–(\d+)$/.exec(result ?? "");
  return match ? { won: Number(match[1]), lost: Number(match[2]) } : undefined;
};
const entryOf = (season: number): ChampionFacts => {
  const found = FINALS.find((entry) => entry.season === season);
  if (!found) throw new Error(`no entry for season ${season}`);
  return found;
};

describe("NCAA men's basketball tournament history", () => {
  it("has one entry per season from 1938-39 to 2024-25, newest first, no duplicates", () => {
    const seasons = FINALS.map((entry) => entry.season);
    const expected = Array.from({ length: LATEST_SEASON - FIRST_SEASON + 1 }, (_, i) => LATEST_SEASON - i);
    expect(new Set(seasons).size).toBe(seasons.length);
    expect(seasons).toEqual(expected);
    expect(CHAMPIONSHIPS.find((c) => c.slug === "ncaa-mens-basketball-tournament")?.firstSeason).toBe(FIRST_SEASON);
  });

  it("names college basketball programs in TEAMS as champion and runner-up", () => {
    for (const entry of FINALS) {
      if (NOT_HELD.has(entry.season)) continue;
      for (const slug of [entry.champion, entry.runnerUp]) {
        expect(bySlug.has(slug ?? ""), `${entry.season}: ${slug}`).toBe(true);
        expect(team(slug).league, `${entry.season}: ${slug}`).toBe("ncaa-d1-mbb");
      }
      expect(entry.champion, `${entry.season}`).not.toBe(entry.runnerUp);
    }
  });

  it("lists only programs that reached a final, once each", () => {
    const inFinals = new Set(FINALS.flatMap((entry) => [entry.champion, entry.runnerUp]));
    const slugs = COLLEGE_BASKETBALL_TEAMS.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => !inFinals.has(slug))).toEqual([]);
    for (const t of COLLEGE_BASKETBALL_TEAMS) {
      expect(t.slug, t.slug).toMatch(/^[a-z0-9-]+-basketball$/);
      expect(t.country).toBe("USA");
      expect(t.state, t.slug).toMatch(/^[A-Z]{2}$/);
    }
  });

  it("marks 2019-20 as not held, with a reason, and only that season", () => {
    for (const entry of FINALS) {
      if (NOT_HELD.has(entry.season)) {
        expect(entry).toMatchObject({ champion: null, runnerUp: null, result: null, resultType: null });
        expect(entry.notes).toMatch(/COVID-19/);
      } else {
        expect(entry.champion, `${entry.season}`).not.toBeNull();
        expect(entry.runnerUp, `${entry.season}`).not.toBeNull();
      }
    }
  });

  it("gives every final as a game score, winner first, with well-formed optional fields", () => {
    for (const entry of FINALS.filter((e) => !NOT_HELD.has(e.season))) {
      const at = `season ${entry.season}`;
      expect(entry.resultType, at).toBe("game");
      const result = score(entry.result);
      expect(result, `${at}: result ${entry.result}`).toBeDefined();
      if (result) expect(result.won, at).toBeGreaterThan(result.lost);
      if (entry.overtime !== undefined) expect(entry.overtime, at).toMatch(/^([2-9])?OT$/);
      if (entry.record !== undefined) {
        const record = score(entry.record);
        expect(record, `${at}: record ${entry.record}`).toBeDefined();
        if (record) expect(record.won + record.lost, at).toBeLessThanOrEqual(45);
      }
      if (entry.date !== undefined) {
        expect(entry.date, at).toMatch(/^\d{4}-(03|04)-\d{2}$/);
        expect(new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10), at).toBe(entry.date);
        expect(Number(entry.date.slice(0, 4)), at).toBe(entry.season + 1);
      }
      if (entry.venue !== undefined) expect(entry.venue, at).toMatch(/^[^,]+, [^,]+(, [A-Z][a-z]+)?$/);
      expect(entry.home, at).toBeUndefined();
    }
  });

  it("has the landmark finals right", () => {
    expect(entryOf(1938)).toMatchObject({ champion: "oregon-ducks-basketball", runnerUp: "ohio-state-buckeyes-basketball", result: "46–33", date: "1939-03-27" });
    expect(entryOf(1956)).toMatchObject({ champion: "north-carolina-tar-heels-basketball", runnerUp: "kansas-jayhawks-basketball", result: "54–53", overtime: "3OT" });
    expect(entryOf(2012).notes).toMatch(/vacated by the NCAA in 2018/);
    expect(entryOf(2024)).toMatchObject({ champion: "florida-gators-basketball", runnerUp: "houston-cougars-basketball", result: "65–63" });
  });

  it("uses Monday-night finals since 1973", () => {
    for (const entry of FINALS) {
      if (entry.season < 1972 || !entry.date) continue;
      expect(new Date(`${entry.date}T00:00:00Z`).getUTCDay(), `season ${entry.season}: ${entry.date}`).toBe(1);
    }
  });
});

// --- FiveThirtyEight cross-check -------------------------------------------------------------

const FILE = datasetFile("fivethirtyeight-data", "historical-538-ncaa-tournament-model-results.csv");

/**
 * Rows of the dataset whose favorite_win_flag names the wrong winner. Each makes a team lose twice,
 * or play on after losing, in the file's own bracket.
 */
const DATASET_ERRORS = [
  {
    name: "2012 round of 32: Baylor over Colorado",
    year: 2012, round: 3, favorite: "Baylor", underdog: "Colorado", winner: "Baylor",
    why: "flag 0 says Colorado won, but Baylor went on to play (and lose to Kentucky in) the regional final; Colorado has no later game",
  },
  {
    name: "2012 Sweet 16: Louisville over Michigan State",
    year: 2012, round: 4, favorite: "Michigan State", underdog: "Louisville", winner: "Louisville",
    why: "flag 1 says Michigan State won, but Louisville went on to the regional final and the national semifinals; Michigan State has no later game",
  },
  {
    name: "2013 First Four: Saint Mary's over Middle Tennessee",
    year: 2013, round: 1, favorite: "Saint Mary's", underdog: "Middle Tennessee", winner: "Saint Mary's",
    why: "flag 0 says Middle Tennessee won, but Saint Mary's played (and lost to Memphis) in the round of 64; Middle Tennessee has no later game",
  },
];
/** Dataset spellings that differ from the school's name: a typo in one 2012 row. */
const DATASET_TYPOS: Record<string, string> = { Virgina: "Virginia" };
/** Our programs whose dataset name is not our `city`. */
const DATASET_NAME: Record<string, string> = {
  "uconn-huskies-basketball": "Connecticut",
  "nc-state-wolfpack-basketball": "North Carolina State",
};
const datasetName = (slug: string | null) => DATASET_NAME[slug ?? ""] ?? team(slug).city;

interface Game {
  year: number;
  round: number;
  winner: string;
  loser: string;
}

describe("NCAA tournament facts against FiveThirtyEight 2011–2014", needsDatasets(["fivethirtyeight-data/historical-538-ncaa-tournament-model-results.csv"]), () => {
  const rows: CsvRow[] = FILE ? readCsv(FILE) : [];
  const fix = (name: string | undefined) => (name === undefined ? "" : (DATASET_TYPOS[name] ?? name));
  const errorOf = (row: CsvRow) =>
    DATASET_ERRORS.find((e) => e.year === Number(row.year) && e.round === Number(row.round) && e.favorite === row.favorite && e.underdog === row.underdog);
  const games: Game[] = rows.map((row) => {
    const favorite = fix(row.favorite);
    const underdog = fix(row.underdog);
    const flagged = row.favorite_win_flag === "1" ? favorite : underdog;
    const winner = errorOf(row)?.winner ?? flagged;
    return { year: Number(row.year), round: Number(row.round), winner, loser: winner === favorite ? underdog : favorite };
  });
  const years = [...new Set(games.map((g) => g.year))].sort((a, b) => a - b);
  const completeYears = years.filter((year) => games.some((g) => g.year === year && g.round === 7));
  const entryFor = (year: number) => entryOf(year - 1);

  it("has the shape PROVENANCE.md describes", () => {
    expect(Object.keys(rows[0] ?? {})).toEqual(["year", "round", "favorite", "underdog", "favorite_probability", "favorite_win_flag"]);
    expect(years).toEqual([2011, 2012, 2013, 2014]);
    expect(completeYears).toEqual([2011, 2012, 2013]);
    for (const year of completeYears) {
      const perRound = [1, 2, 3, 4, 5, 6, 7].map((round) => games.filter((g) => g.year === year && g.round === round).length);
      expect(perRound, `${year}`).toEqual([4, 32, 16, 8, 4, 2, 1]);
    }
    expect([...new Set(games.filter((g) => g.year === 2014).map((g) => g.round))].sort()).toEqual([1, 2, 3]);
  });

  it("needs each named dataset correction, and with them every team loses once and then stops", () => {
    for (const e of DATASET_ERRORS) {
      const row = rows.find((r) => Number(r.year) === e.year && Number(r.round) === e.round && r.favorite === e.favorite && r.underdog === e.underdog);
      expect(row, e.name).toBeDefined();
      if (!row) continue;
      const flagged = row.favorite_win_flag === "1" ? row.favorite : row.underdog;
      expect(flagged, `${e.name}: the file now agrees (${e.why}); drop the exception`).not.toBe(e.winner);
    }
    const problems: string[] = [];
    for (const year of years) {
      const lostIn = new Map<string, number>();
      for (const g of games.filter((x) => x.year === year)) {
        if (lostIn.has(g.loser)) problems.push(`${year}: ${g.loser} loses twice`);
        lostIn.set(g.loser, g.round);
      }
      for (const g of games.filter((x) => x.year === year)) {
        for (const t of [g.winner, g.loser]) {
          const out = lostIn.get(t);
          if (out !== undefined && g.round > out) problems.push(`${year}: ${t} plays in round ${g.round} after losing in round ${out}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("agrees on the champion and runner-up of every complete tournament (2011–2013)", () => {
    const mismatches: string[] = [];
    for (const year of completeYears) {
      const entry = entryFor(year);
      const final = games.find((g) => g.year === year && g.round === 7);
      if (!final) {
        mismatches.push(`${year}: no final in the dataset`);
        continue;
      }
      const ours = { champion: datasetName(entry.champion), runnerUp: datasetName(entry.runnerUp) };
      if (final.winner !== ours.champion) mismatches.push(`${year} (season ${entry.season}) champion: ours ${ours.champion}, dataset ${final.winner}`);
      if (final.loser !== ours.runnerUp) mismatches.push(`${year} (season ${entry.season}) runner-up: ours ${ours.runnerUp}, dataset ${final.loser}`);
      const losers = new Set(games.filter((g) => g.year === year).map((g) => g.loser));
      const unbeaten = [...new Set(games.filter((g) => g.year === year).map((g) => g.winner))].filter((t) => !losers.has(t));
      if (unbeaten.join() !== ours.champion) mismatches.push(`${year}: unbeaten in the dataset ${unbeaten.join(", ")}, our champion ${ours.champion}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("has our champion and runner-up winning every game the file has of the partial tournament (2014)", () => {
    const mismatches: string[] = [];
    for (const year of years.filter((y) => !completeYears.includes(y))) {
      const entry = entryFor(year);
      for (const slug of [entry.champion, entry.runnerUp]) {
        const name = datasetName(slug);
        const played = games.filter((g) => g.year === year && (g.winner === name || g.loser === name));
        if (played.length === 0) mismatches.push(`${year}: ${name} has no game in the dataset`);
        for (const g of played) if (g.loser === name) mismatches.push(`${year} round ${g.round}: dataset has ${name} losing to ${g.winner}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
