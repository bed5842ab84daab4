// The Stanley Cup Final facts: their shape, and a season-by-season cross-check against the
// Hockey Databank (SeriesPost.csv round "SCF", Teams.csv, Coaches.csv, AwardsPlayers.csv,
// Master.csv; see shared/datasets/PROVENANCE.md — `year` is the first year of the season, the
// last one 2017-18). Databank team codes (tmID) are mapped to franchises through Teams.csv
// (year, tmID -> franchID) and our TeamFacts keys.hockeyDatabank. Where the Databank itself is
// wrong, the difference is listed in DATASET_EXCEPTIONS with the reason; our data is never bent
// to match.
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { foldAccents } from "../../shared/slug";
import { teamNameIn } from "../../shared/team-names";
import { firstKnownSeason } from "../../shared/team-names";
import { needsDatasets } from "../../test/datasets";
import { TEAMS } from "../teams/index";
import type { ChampionFacts } from "../types";
import { STANLEY_CUP_FINAL as EVERY_SEASON } from "./stanley-cup-final";

const FIRST_SEASON = 1917;
/** The NHL era, checked here; the seasons before (1892-93 to 1916-17) in stanley-cup-pre-nhl.test.ts. */
const STANLEY_CUP_FINAL = EVERY_SEASON.filter((fact) => fact.season >= FIRST_SEASON);
/** 1918-19: final abandoned (influenza); 2004-05: season cancelled (lockout). */
const NOT_AWARDED = [1918, 2004];
const NHL = TEAMS.filter((team) => team.league === "nhl");
const bySlug = new Map(TEAMS.map((team) => [team.slug, team]));
const nhlBySlug = new Map(NHL.map((team) => [team.slug, team]));

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3 };
/** Tied games are written in notes as "One game ended in a tie." / "Two games ended in ties." */
const tiesOf = (fact: ChampionFacts): number => {
  const match = /\b(One|Two|Three) games? ended in (?:a tie|ties)\b/i.exec(fact.notes ?? "");
  return match ? (NUMBER_WORDS[(match[1] ?? "").toLowerCase()] ?? 0) : 0;
};
const gamesOf = (fact: ChampionFacts): [number, number] | undefined => {
  const match = fact.result ? /^(\d+)–(\d+)$/.exec(fact.result) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
};

/** Fields compared with the dataset. */
type Field = "winner" | "loser" | "wins" | "losses" | "ties" | "record" | "mvp" | "coach";

/**
 * Places where the Hockey Databank (v13.0) is wrong, or counts differently, and our data is
 * right. An exception only excuses exactly the listed pair of values: if either side changes,
 * the test reports it again; and an exception that no longer excuses anything fails the last test.
 */
const DATASET_EXCEPTIONS: { season: number; field: Field; ours: string; dataset: string; reason: string }[] = [
  {
    season: 1919,
    field: "winner",
    ours: "st-louis-eagles",
    dataset: "seattle-metropolitans",
    reason:
      "SeriesPost's 1919 SCF row has winner and loser swapped: Ottawa won the 1920 final 3–2. The Databank's own TeamsSC.csv has Ottawa 3–2 and Seattle 2–3, Teams.csv marks Ottawa 'SC' (Cup winner), and the row's goals (15–11) are Ottawa's.",
  },
  {
    season: 1919,
    field: "loser",
    ours: "seattle-metropolitans",
    dataset: "st-louis-eagles",
    reason: "The same swapped 1919 row (see the winner exception).",
  },
  {
    season: 1987,
    field: "ties",
    ours: "0",
    dataset: "1",
    reason:
      "SeriesPost counts Game 4 of the 1988 final as a tie: it was suspended at 3–3 in the second period after a power failure at Boston Garden and did not count in the series, which Edmonton won 4–0.",
  },
];

/** The Databank's Teams.csv `name` differs from ours (city + name) here, and ours is right. Seasons inclusive. */
const NAME_EXCEPTIONS: { slug: string; from: number; to: number; ours: string; dataset: string; reason: string }[] = [
  {
    slug: "anaheim-ducks",
    from: 1993,
    to: 2005,
    ours: "Anaheim Mighty Ducks",
    dataset: "Mighty Ducks of Anaheim",
    reason: "The club's name was the Mighty Ducks of Anaheim; our city + name fields write it 'Anaheim' + 'Mighty Ducks'.",
  },
];

/** Our first season differs from the franchise's first season in the Databank. */
const FOUNDED_EXCEPTIONS: { slug: string; ours: number; dataset: number; reason: string }[] = [
  {
    slug: "brooklyn-americans",
    ours: 1925,
    dataset: 1909,
    reason:
      "The Databank's BKN franchise also holds the NHA's Cobalt Silver Kings and Quebec Bulldogs and the NHL's Quebec Bulldogs (1919-20) and Hamilton Tigers (1920-25), whose players the New York Americans took over in 1925; we start the Americans in 1925.",
  },
];

/** The Databank (Master.csv) writes these names differently from the name they are known by. */
const NAME_ALIASES: Record<string, string> = {
  "Alexander Ovechkin": "Alex Ovechkin",
  "Dave Gill": "David Gill",
};

/** "Nicklas Lidström" → "nicklas lidstrom": the Databank writes names without accents. */
const plain = (name: string) => foldAccents(NAME_ALIASES[name] ?? name);

describe("Stanley Cup Final facts", () => {
  const seasons = STANLEY_CUP_FINAL.map((fact) => fact.season);
  const latest = Math.max(...seasons);

  it("has one entry for every season from 1917 to the latest, newest first, no duplicates", () => {
    expect(new Set(seasons).size).toBe(seasons.length);
    const expected = Array.from({ length: latest - FIRST_SEASON + 1 }, (_, i) => latest - i);
    expect(seasons).toEqual(expected);
    expect(latest).toBeGreaterThanOrEqual(2024);
  });

  it("names only teams that exist in TEAMS, all NHL-table teams, never the same team on both sides", () => {
    const unknown = STANLEY_CUP_FINAL.flatMap((fact) =>
      [fact.champion, fact.runnerUp].filter((slug): slug is string => slug !== null && !bySlug.has(slug)).map((slug) => `${String(fact.season)}: ${slug}`),
    );
    expect(unknown).toEqual([]);
    const notNhl = STANLEY_CUP_FINAL.flatMap((fact) =>
      [fact.champion, fact.runnerUp].filter((slug): slug is string => slug !== null && bySlug.has(slug) && !nhlBySlug.has(slug)),
    );
    expect(notNhl).toEqual([]);
    for (const fact of STANLEY_CUP_FINAL) if (fact.champion !== null) expect(fact.champion, String(fact.season)).not.toBe(fact.runnerUp);
  });

  it("gives every season without a champion its reason, and only 1918-19 and 2004-05 have none", () => {
    const notAwarded = STANLEY_CUP_FINAL.filter((fact) => fact.champion === null);
    expect(notAwarded.map((fact) => fact.season).sort()).toEqual(NOT_AWARDED);
    for (const fact of notAwarded) {
      expect(fact.notes?.trim(), String(fact.season)).toBeTruthy();
      expect(fact.notes, String(fact.season)).toMatch(/^Not awarded: /);
      expect(fact.runnerUp, String(fact.season)).toBeNull();
      expect(fact.result, String(fact.season)).toBeNull();
    }
  });

  it("writes every series as games won–lost with an en dash, records in the format of their era", () => {
    for (const fact of STANLEY_CUP_FINAL.filter((entry) => entry.champion !== null)) {
      const label = String(fact.season);
      expect(fact.resultType, label).toBe("series");
      const games = gamesOf(fact);
      expect(games, `${label}: ${String(fact.result)}`).toBeDefined();
      if (!games) continue;
      const [won, lost] = games;
      // Best-of-seven from the 1939 final (1938-39); best-of-three or best-of-five before.
      if (fact.season >= 1938) expect(won, label).toBe(4);
      else expect([2, 3], label).toContain(won);
      expect(lost, label).toBeLessThan(won);
      // W–L–T until 1998-99, W–L–T–OTL 1999-2000 to 2003-04, W–L–OTL from 2005-06.
      if (fact.record !== undefined) {
        const parts = fact.season >= 1999 && fact.season <= 2003 ? 4 : 3;
        expect(fact.record, label).toMatch(new RegExp(`^\\d+(–\\d+){${String(parts - 1)}}$`));
      }
      // The Conn Smythe Trophy was first awarded for 1964-65.
      if (fact.season < 1964) expect(fact.mvp, label).toBeUndefined();
    }
    expect(STANLEY_CUP_FINAL.filter((fact) => tiesOf(fact) > 0).map((fact) => fact.season)).toEqual([1926]);
  });

  it("has the 32 teams of 2024-25, each with its Databank key (but Seattle and Utah) and a history that runs in order", () => {
    const active = NHL.filter((team) => team.isActive !== false);
    expect(active).toHaveLength(32);
    expect(new Set(active.map((team) => team.abbreviation)).size).toBe(32);
    expect(active.filter((team) => !team.keys?.hockeyDatabank).map((team) => team.slug).sort()).toEqual(["seattle-kraken", "utah-hockey-club"]);
    const divisions = new Map<string, number>();
    for (const team of active) divisions.set(`${team.conference ?? ""}/${team.division ?? ""}`, (divisions.get(`${team.conference ?? ""}/${team.division ?? ""}`) ?? 0) + 1);
    expect(Object.fromEntries(divisions)).toEqual({ "Eastern/Atlantic": 8, "Eastern/Metropolitan": 8, "Western/Central": 8, "Western/Pacific": 8 });
    const keys = NHL.map((team) => team.keys?.hockeyDatabank).filter((key): key is string => key !== undefined);
    expect(new Set(keys).size, "one team per Databank franchise").toBe(keys.length);
    for (const team of NHL) {
      const history = team.history ?? [];
      for (const [i, entry] of history.entries()) {
        expect(entry.firstYear, team.slug).toBeLessThanOrEqual(entry.lastYear);
        if (i === 0 && team.foundedYear !== null) expect(entry.firstYear, team.slug).toBe(team.foundedYear);
        if (i > 0) expect(entry.firstYear, team.slug).toBe((history[i - 1]?.lastYear ?? 0) + 1);
      }
    }
  });
});

const file = (name: string) => datasetFile("hockey-databank", name);
const paths = {
  seriesPost: file("SeriesPost.csv"),
  teams: file("Teams.csv"),
  coaches: file("Coaches.csv"),
  awards: file("AwardsPlayers.csv"),
  master: file("Master.csv"),
};
const NEEDED = ["SeriesPost.csv", "Teams.csv", "Coaches.csv", "AwardsPlayers.csv", "Master.csv"].map((name) => `hockey-databank/${name}`);

describe("Stanley Cup Final facts against the Hockey Databank", needsDatasets(NEEDED), () => {
  const load = (path: string | undefined): CsvRow[] => (path ? readCsv(path) : []);
  const teamRows = load(paths.teams);
  const teamRow = new Map(teamRows.map((row) => [`${row.year ?? ""}/${row.tmID ?? ""}`, row]));
  const byFranchise = new Map(teamRows.map((row) => [`${row.year ?? ""}/${row.franchID ?? ""}`, row]));
  const slugOfFranchise = new Map(NHL.filter((team) => team.keys?.hockeyDatabank).map((team) => [team.keys?.hockeyDatabank ?? "", team.slug]));
  const lastDatabankSeason = Math.max(...teamRows.map((row) => Number(row.year)));
  const databankKey = (slug: string | null) => (slug === null ? "" : (bySlug.get(slug)?.keys?.hockeyDatabank ?? ""));

  /** Exceptions that excused a difference; the last test reports any that no longer do. */
  const usedExceptions = new Set<(typeof DATASET_EXCEPTIONS)[number]>();

  /** Mismatches found by check, minus the documented dataset errors. */
  function mismatchesOf(check: (report: (season: number, field: Field, ours: string, dataset: string) => void) => void): string[] {
    const found: string[] = [];
    check((season, field, ours, dataset) => {
      if (ours === dataset) return;
      const excused = DATASET_EXCEPTIONS.find((e) => e.season === season && e.field === field && e.ours === ours && e.dataset === dataset);
      if (excused) usedExceptions.add(excused);
      else found.push(`${String(season)} ${field}: ours ${ours} vs dataset ${dataset}`);
    });
    return found;
  }

  it("covers 1917-18 to 2017-18", () => {
    expect(lastDatabankSeason).toBe(2017);
  });

  it("agrees with SeriesPost on every Stanley Cup Final from 1917: winner, loser, games won, lost and tied", () => {
    const series = new Map(load(paths.seriesPost).filter((row) => row.round === "SCF").map((row) => [Number(row.year), row]));
    const ours = new Map(STANLEY_CUP_FINAL.map((fact) => [fact.season, fact]));
    const franchiseOf = (season: number, tmID: string | undefined) => {
      const franchID = teamRow.get(`${String(season)}/${tmID ?? ""}`)?.franchID;
      if (franchID === undefined) return `unknown team ${tmID ?? "?"}`;
      return slugOfFranchise.get(franchID) ?? `franchise ${franchID} (no team has keys.hockeyDatabank ${franchID})`;
    };
    const found = mismatchesOf((report) => {
      for (let season = FIRST_SEASON; season <= lastDatabankSeason; season++) {
        const fact = ours.get(season);
        const row = series.get(season);
        if (!fact) {
          report(season, "winner", "(no entry)", row ? franchiseOf(season, row.tmIDWinner) : "(not played)");
          continue;
        }
        if (fact.champion === null) {
          // Not awarded: the Databank has no final (2004-05), or the abandoned 1919 final with its
          // note "ND" (no decision), 2 wins each.
          const dataset = !row ? "(not awarded)" : row.note === "ND" ? "(not awarded)" : franchiseOf(season, row.tmIDWinner);
          report(season, "winner", "(not awarded)", dataset);
          continue;
        }
        if (!row) {
          report(season, "winner", fact.champion, "(no SCF row)");
          continue;
        }
        report(season, "winner", fact.champion, franchiseOf(season, row.tmIDWinner));
        report(season, "loser", fact.runnerUp ?? "(none)", franchiseOf(season, row.tmIDLoser));
        const [won, lost] = gamesOf(fact) ?? [NaN, NaN];
        report(season, "wins", String(won), row.W ?? "");
        report(season, "losses", String(lost), row.L ?? "");
        report(season, "ties", String(tiesOf(fact)), row.T || "0");
      }
    });
    expect(found, `Stanley Cup Final mismatches with Hockey Databank SeriesPost.csv:\n${found.join("\n")}`).toEqual([]);
  });

  it("agrees with Teams.csv on each champion's regular-season record", () => {
    const found = mismatchesOf((report) => {
      for (const fact of STANLEY_CUP_FINAL) {
        if (fact.champion === null || fact.record === undefined || fact.season > lastDatabankSeason) continue;
        const row = byFranchise.get(`${String(fact.season)}/${databankKey(fact.champion)}`);
        if (!row) {
          report(fact.season, "record", fact.record, "(no team row)");
          continue;
        }
        const columns = fact.season < 1999 ? [row.W, row.L, row.T] : fact.season <= 2003 ? [row.W, row.L, row.T, row.OTL] : [row.W, row.L, row.OTL];
        report(fact.season, "record", fact.record, columns.map((value) => value || "0").join("–"));
      }
    });
    expect(found, `Record mismatches with Hockey Databank Teams.csv:\n${found.join("\n")}`).toEqual([]);
  });

  it("agrees with AwardsPlayers on the Conn Smythe Trophy and with Coaches on the champion's coach in the playoffs", () => {
    const master = load(paths.master);
    const players = new Map(master.filter((row) => row.playerID).map((row) => [row.playerID ?? "", `${row.firstName ?? ""} ${row.lastName ?? ""}`]));
    const coachNames = new Map(master.filter((row) => row.coachID).map((row) => [row.coachID ?? "", `${row.firstName ?? ""} ${row.lastName ?? ""}`]));
    const smythe = new Map<number, string[]>();
    for (const row of load(paths.awards)) {
      if (row.award !== "Conn Smythe") continue;
      const season = Number(row.year);
      smythe.set(season, [...(smythe.get(season) ?? []), players.get(row.playerID ?? "") ?? row.playerID ?? ""]);
    }
    /** Coaches of a team-season who coached in its playoffs (all its coaches when none is marked). */
    const coaches = new Map<string, { name: string; playoffs: boolean }[]>();
    for (const row of load(paths.coaches)) {
      const key = `${row.year ?? ""}/${row.tmID ?? ""}`;
      const entry = { name: coachNames.get(row.coachID ?? "") ?? row.coachID ?? "", playoffs: Number(row.postg || "0") > 0 };
      coaches.set(key, [...(coaches.get(key) ?? []), entry]);
    }
    const found = mismatchesOf((report) => {
      for (const fact of STANLEY_CUP_FINAL) {
        if (fact.champion === null || fact.season > lastDatabankSeason) continue;
        // A winner we leave out is fine; one we name must be the Databank's.
        if (fact.mvp !== undefined) {
          const dataset = smythe.get(fact.season) ?? [];
          report(fact.season, "mvp", fact.mvp, dataset.map(plain).includes(plain(fact.mvp)) ? fact.mvp : dataset.join(", ") || "(none)");
        }
        if (fact.coach !== undefined) {
          const tmID = byFranchise.get(`${String(fact.season)}/${databankKey(fact.champion)}`)?.tmID ?? "";
          const all = coaches.get(`${String(fact.season)}/${tmID}`) ?? [];
          const inPlayoffs = all.some((coach) => coach.playoffs) ? all.filter((coach) => coach.playoffs) : all;
          const names = inPlayoffs.map((coach) => coach.name);
          report(fact.season, "coach", fact.coach, names.map(plain).includes(plain(fact.coach)) ? fact.coach : names.join(" / ") || "(none)");
        }
      }
    });
    expect(found, `Conn Smythe and coach mismatches with the Hockey Databank:\n${found.join("\n")}`).toEqual([]);
  });

  it("gives each finalist the city and name Teams.csv has for that season", () => {
    const found: string[] = [];
    for (const fact of STANLEY_CUP_FINAL) {
      if (fact.season > lastDatabankSeason) continue;
      for (const slug of [fact.champion, fact.runnerUp]) {
        const team = slug === null ? undefined : bySlug.get(slug);
        if (!team) continue;
        const { city, name } = teamNameIn(team, fact.season);
        const mine = `${city} ${name}`;
        const dataset = byFranchise.get(`${String(fact.season)}/${team.keys?.hockeyDatabank ?? ""}`)?.name ?? "(no team row)";
        const excused = NAME_EXCEPTIONS.some((e) => e.slug === team.slug && fact.season >= e.from && fact.season <= e.to && e.ours === mine && e.dataset === dataset);
        if (mine !== dataset && !excused) found.push(`${String(fact.season)} name: ours ${mine} vs dataset ${dataset}`);
      }
    }
    expect(found, `Finalists' names differing from Hockey Databank Teams.csv:\n${found.join("\n")}`).toEqual([]);
  });

  it("has every franchise of the Databank's last NHL season, with its first season and its name in every season", () => {
    const lastSeasonFranchises = teamRows.filter((row) => row.lgID === "NHL" && Number(row.year) === lastDatabankSeason).map((row) => row.franchID ?? "");
    // The Coyotes are inactive since 2024, but played in 2017-18.
    const ours = NHL.filter((team) => team.keys?.hockeyDatabank && (team.isActive !== false || team.slug === "arizona-coyotes"));
    expect(ours.map((team) => team.keys?.hockeyDatabank ?? "").sort()).toEqual([...lastSeasonFranchises].sort());

    const found: string[] = [];
    const usedNames = new Set<(typeof NAME_EXCEPTIONS)[number]>();
    const usedFounded = new Set<(typeof FOUNDED_EXCEPTIONS)[number]>();
    for (const team of NHL) {
      const franchID = team.keys?.hockeyDatabank;
      if (!franchID) continue;
      const rows = teamRows.filter((row) => row.franchID === franchID);
      if (rows.length === 0) {
        found.push(`${team.slug}: no Teams.csv rows for franchise ${franchID}`);
        continue;
      }
      if (team.foundedYear !== null) {
        const first = Math.min(...rows.map((row) => Number(row.year)));
        if (team.foundedYear !== first) {
          const excused = FOUNDED_EXCEPTIONS.find((e) => e.slug === team.slug && e.ours === team.foundedYear && e.dataset === first);
          if (excused) usedFounded.add(excused);
          else found.push(`${team.slug} foundedYear: ours ${String(team.foundedYear)} vs dataset ${String(first)}`);
        }
      }
      // Names from our first known season on; the NHA seasons of the Canadiens, the original
      // Senators and the Wanderers (before the NHL) are not part of our histories.
      for (const row of rows) {
        const season = Number(row.year);
        if (row.lgID === "NHA" || season < firstKnownSeason(team)) continue;
        const { city, name } = teamNameIn(team, season);
        const mine = `${city} ${name}`;
        if (mine === row.name) continue;
        const excused = NAME_EXCEPTIONS.find((e) => e.slug === team.slug && season >= e.from && season <= e.to && e.ours === mine && e.dataset === row.name);
        if (excused) usedNames.add(excused);
        else found.push(`${team.slug} ${String(season)} name: ours ${mine} vs dataset ${row.name ?? ""}`);
      }
    }
    expect(found, `Franchise mismatches with Hockey Databank Teams.csv:\n${found.join("\n")}`).toEqual([]);
    expect(NAME_EXCEPTIONS.filter((e) => !usedNames.has(e)).map((e) => e.slug), "name exceptions that no longer apply").toEqual([]);
    expect(FOUNDED_EXCEPTIONS.filter((e) => !usedFounded.has(e)).map((e) => e.slug), "founding exceptions that no longer apply").toEqual([]);
  });

  it("still needs every documented dataset exception (run after the comparisons above)", () => {
    const stale = DATASET_EXCEPTIONS.filter((e) => !usedExceptions.has(e)).map((e) => `${String(e.season)} ${e.field}: ${e.reason}`);
    expect(stale, `Documented Databank errors that no longer occur:\n${stale.join("\n")}`).toEqual([]);
  });
});
