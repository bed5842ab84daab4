// The NBA Finals history and the NBA teams, checked for completeness and against
// bball-reference-datasets (Basketball-Reference data; no licence, so it is read here only to
// check our facts — nothing of it is copied into the project or the database).
//
// That dataset records no Finals results, no Finals MVPs and no coaches. What it records and what
// is compared here, for every season it covers (its `season` is the END year: 1947 = 1946-47):
//   - Team_Summaries.csv: each team's name, league, W–L and whether it made the playoffs. Checked:
//     the champion and the runner-up, under the names our team histories give them for that
//     season, are BAA/NBA teams of that season that made the playoffs; the champion's W–L equals
//     our `record`; and every NBA team's name in every season matches the dataset both ways.
//   - Player_Season_Info.csv: which team each player played for in each season. Checked: our
//     Finals MVP played for the champion that season (the runner-up where mvpOfRunnerUp says so).
//   - Team_Summaries.csv `arena` of the latest season: our current arena, where we give one.
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { teamNameIn } from "../../shared/team-names";
import { needsDatasets } from "../../test/datasets";
import { TEAMS } from "../teams/index";
import { NBA_TEAMS } from "../teams/nba";
import type { TeamFacts } from "../types";
import { NBA_FINALS } from "./nba-finals";

const FIRST_SEASON = 1946;
const LATEST_SEASON = Math.max(...NBA_FINALS.map((entry) => entry.season));
const bySlug = new Map(TEAMS.map((team) => [team.slug, team]));
const team = (slug: string | null): TeamFacts => {
  const found = slug ? bySlug.get(slug) : undefined;
  if (!found) throw new Error(`no team ${slug}`);
  return found;
};
const fullName = (facts: TeamFacts, season: number) => {
  const { city, name } = teamNameIn(facts, season);
  const dataset = DATASET_NAME[facts.slug];
  return dataset && season >= dataset.from ? dataset.name : `${city} ${name}`;
};

/** Last season (start year) of the defunct franchises, which have no end year in TeamFacts. */
const LAST_SEASON: Record<string, number> = {
  "chicago-stags": 1949, // folded before the 1950-51 season
  "washington-capitols": 1950, // folded in January 1951, during the 1950-51 season
  "baltimore-bullets-1947": 1954, // folded in November 1954, early in the 1954-55 season
  // The other BAA/NBA clubs of the early years, and the ABA's, by their last season.
  "cleveland-rebels": 1946,
  "detroit-falcons": 1946,
  "pittsburgh-ironmen": 1946,
  "toronto-huskies": 1946,
  "providence-steamrollers": 1948,
  "indianapolis-jets": 1948,
  "st-louis-bombers": 1949,
  "anderson-packers": 1949,
  "denver-nuggets-1949": 1949,
  "sheboygan-red-skins": 1949,
  "waterloo-hawks": 1949,
  "indianapolis-olympians": 1952,
  "pittsburgh-condors": 1971,
  floridians: 1971,
  "memphis-sounds": 1974,
  "kentucky-colonels": 1975,
  "spirits-of-st-louis": 1975,
  "virginia-squires": 1975,
  "utah-stars": 1975, // folded in December 1975
  "san-diego-sails": 1975, // folded in November 1975
};
/**
 * Clubs whose name is not "<city> <nickname>": the dataset's full name, by slug, for the seasons
 * of that name (our city and nickname are "Florida" "Floridians" and "St. Louis" "Spirits").
 */
const DATASET_NAME: Record<string, { from: number; name: string }> = {
  floridians: { from: 1970, name: "The Floridians" },
  "spirits-of-st-louis": { from: 1974, name: "Spirits of St. Louis" },
};
/** Seasons inside a franchise's span in which it did not play. */
const DID_NOT_PLAY: Record<string, number[]> = {
  "charlotte-hornets": [2002, 2003], // between the Hornets' move to New Orleans and the Bobcats
};

describe("NBA Finals history", () => {
  it("has one entry per season from 1946-47 to the latest, newest first, no duplicates", () => {
    const seasons = NBA_FINALS.map((entry) => entry.season);
    const expected = Array.from({ length: LATEST_SEASON - FIRST_SEASON + 1 }, (_, i) => LATEST_SEASON - i);
    expect(LATEST_SEASON).toBeGreaterThanOrEqual(2024);
    expect(new Set(seasons).size).toBe(seasons.length);
    expect(seasons).toEqual(expected);
  });

  it("names NBA teams that exist in TEAMS as champion and runner-up", () => {
    for (const entry of NBA_FINALS) {
      for (const slug of [entry.champion, entry.runnerUp]) {
        expect(bySlug.has(slug ?? ""), `${entry.season}: ${slug}`).toBe(true);
        expect(team(slug).league, `${entry.season}: ${slug}`).toBe("nba");
      }
      expect(entry.champion).not.toBe(entry.runnerUp);
    }
  });

  it("has well-formed series results, records and awards", () => {
    for (const entry of NBA_FINALS) {
      const at = `season ${entry.season}`;
      expect(entry.resultType, at).toBe("series");
      expect(entry.result, at).toMatch(/^4–[0-3]$/);
      expect(entry.record, at).toMatch(/^\d+–\d+$/);
      // The Finals MVP award was first given in 1969, for the 1968-69 season.
      if (entry.season < 1968) expect(entry.mvp, at).toBeUndefined();
      for (const field of ["venue", "date", "home", "overtime"] as const) expect(entry[field], `${at} ${field}`).toBeUndefined();
    }
  });
});

describe("NBA teams", () => {
  const active = NBA_TEAMS.filter((facts) => facts.isActive !== false);

  it("has the 30 current franchises, 15 per conference and 5 per division", () => {
    expect(active).toHaveLength(30);
    expect(new Set(NBA_TEAMS.map((facts) => facts.slug)).size).toBe(NBA_TEAMS.length);
    expect(new Set(NBA_TEAMS.map((facts) => facts.abbreviation)).size).toBe(NBA_TEAMS.length);
    const count = (key: (facts: TeamFacts) => string | null) =>
      active.reduce<Record<string, number>>((counts, facts) => ({ ...counts, [String(key(facts))]: (counts[String(key(facts))] ?? 0) + 1 }), {});
    expect(count((facts) => facts.conference)).toEqual({ Eastern: 15, Western: 15 });
    expect(Object.values(count((facts) => facts.division))).toEqual([5, 5, 5, 5, 5, 5]);
    expect(active.filter((facts) => facts.country !== "USA").map((facts) => [facts.slug, facts.country, facts.state])).toEqual([["toronto-raptors", "Canada", "ON"]]);
  });

  it("has histories that start at the founding season, in order, ending before the current name", () => {
    for (const facts of NBA_TEAMS) {
      expect(facts.foundedYear, facts.slug).not.toBeNull();
      const history = facts.history ?? [];
      if (history.length === 0) continue;
      expect(history[0]?.firstYear, facts.slug).toBe(facts.foundedYear);
      history.forEach((entry, i) => {
        expect(entry.lastYear, `${facts.slug} ${entry.city}`).toBeGreaterThanOrEqual(entry.firstYear);
        const next = history[i + 1];
        if (next) expect(next.firstYear, `${facts.slug} ${next.city}`).toBeGreaterThan(entry.lastYear);
      });
      expect(history.at(-1)?.lastYear, facts.slug).toBeLessThan(LATEST_SEASON);
    }
  });
});

const summariesPath = datasetFile("bball-reference-datasets", "Team_Summaries.csv");
const playersPath = datasetFile("bball-reference-datasets", "Player_Season_Info.csv");

describe("NBA facts against bball-reference-datasets", needsDatasets(["bball-reference-datasets/Team_Summaries.csv", "bball-reference-datasets/Player_Season_Info.csv"]), () => {
  // Start year => the dataset's rows of that season, without the "League Average" pseudo-rows.
  const seasons = new Map<number, CsvRow[]>();
  for (const row of summariesPath ? readCsv(summariesPath) : []) {
    if (row.team === "League Average") continue;
    const season = Number(row.season) - 1;
    seasons.set(season, [...(seasons.get(season) ?? []), row]);
  }
  const covered = [...seasons.keys()].sort((a, b) => a - b);
  const latestInDataset = covered.at(-1) ?? 0;
  const rowOf = (season: number, name: string, leagues = ["BAA", "NBA"]) =>
    seasons.get(season)?.find((row) => row.team === name && leagues.includes(row.lg ?? ""));

  it("covers the whole Finals history in the dataset's seasons", () => {
    expect(covered[0]).toBe(FIRST_SEASON);
    for (const entry of NBA_FINALS) expect(seasons.has(entry.season), `season ${entry.season}`).toBe(true);
  });

  it("agrees on the Finals teams' names, playoff places and the champion's record", () => {
    const mismatches: string[] = [];
    for (const entry of NBA_FINALS) {
      if (!seasons.has(entry.season)) continue;
      for (const side of ["champion", "runnerUp"] as const) {
        const name = fullName(team(entry[side]), entry.season);
        const row = rowOf(entry.season, name);
        if (!row) {
          mismatches.push(`${entry.season} ${side}: ours "${name}" vs dataset: no BAA/NBA team of that name (${seasons.get(entry.season)?.map((r) => r.team).join(", ")})`);
          continue;
        }
        if (row.playoffs !== "TRUE") mismatches.push(`${entry.season} ${side}: ours "${name}" in the Finals vs dataset playoffs=${row.playoffs}`);
        if (side === "champion" && entry.record !== `${row.w}–${row.l}`) mismatches.push(`${entry.season} record: ours ${entry.record} vs dataset ${row.w}–${row.l}`);
      }
    }
    expect(mismatches, mismatches.join("\n")).toEqual([]);
  });

  it("has each Finals MVP playing for the champion that season", () => {
    const played = new Set<string>();
    for (const row of playersPath ? readCsv(playersPath) : []) played.add(`${Number(row.season) - 1}|${row.player}|${row.team}`);
    const mismatches: string[] = [];
    for (const entry of NBA_FINALS) {
      if (!entry.mvp || !seasons.has(entry.season)) continue;
      // mvpOfRunnerUp: Jerry West won the first Finals MVP award for the losing Lakers.
      const side = entry.mvpOfRunnerUp ? entry.runnerUp : entry.champion;
      const row = rowOf(entry.season, fullName(team(side), entry.season));
      if (!row) continue; // reported by the test above
      if (!played.has(`${entry.season}|${entry.mvp}|${row.abbreviation}`))
        mismatches.push(`${entry.season} mvp: ours ${entry.mvp} vs dataset: no such player on ${row.team} (${row.abbreviation}) that season`);
    }
    expect(mismatches, mismatches.join("\n")).toEqual([]);
  });

  it("names every NBA franchise as the dataset does, season by season, both ways", () => {
    const mismatches: string[] = [];
    const ours = new Map<number, Map<string, string>>(); // season => full name => slug
    for (const facts of NBA_TEAMS) {
      const last = LAST_SEASON[facts.slug] ?? latestInDataset;
      if (facts.isActive === false && LAST_SEASON[facts.slug] === undefined) mismatches.push(`${facts.slug}: defunct, but no last season in LAST_SEASON`);
      for (let season = facts.foundedYear ?? FIRST_SEASON; season <= last; season++) {
        if (DID_NOT_PLAY[facts.slug]?.includes(season) || !seasons.has(season)) continue;
        const name = fullName(facts, season);
        if (!rowOf(season, name, ["BAA", "NBA", "ABA"])) mismatches.push(`${season} ${facts.slug}: ours "${name}" vs dataset: no team of that name`);
        const names = ours.get(season) ?? new Map<string, string>();
        names.set(name, facts.slug);
        ours.set(season, names);
      }
    }
    // Every BAA, NBA and ABA team of the dataset is a franchise in our table, defunct clubs included.
    for (const season of covered) {
      for (const row of seasons.get(season) ?? []) {
        if (["BAA", "NBA", "ABA"].includes(row.lg ?? "") && !ours.get(season)?.has(row.team ?? ""))
          mismatches.push(`${season}: dataset team "${row.team}" vs ours: no franchise with that name that season`);
      }
    }
    expect(mismatches, mismatches.join("\n")).toEqual([]);
  });

  /** Arenas the dataset names differently from the arena's own name. */
  const DATASET_ARENA: Record<string, string> = {
    // Basketball-Reference numbers the four buildings called Madison Square Garden; the arena's
    // name is plain "Madison Square Garden".
    "new-york-knicks": "Madison Square Garden (IV)",
  };

  it("gives the arena the dataset has for the latest season, where we give one", () => {
    const mismatches: string[] = [];
    for (const facts of NBA_TEAMS) {
      if (facts.isActive === false || !facts.stadium) continue;
      const row = rowOf(latestInDataset, fullName(facts, latestInDataset));
      if (row?.arena !== (DATASET_ARENA[facts.slug] ?? facts.stadium)) mismatches.push(`${facts.slug} stadium: ours ${facts.stadium} vs dataset ${row?.arena} (${latestInDataset + 1})`);
    }
    expect(mismatches, mismatches.join("\n")).toEqual([]);
  });
});
