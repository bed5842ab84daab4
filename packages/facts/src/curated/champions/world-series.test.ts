// The World Series facts: their shape, and a season-by-season cross-check against the Lahman
// database, 1871-2025 release (lahman-2025/; SeriesPost.csv round "WS", Teams.csv, TeamsFranchises.csv, AwardsPlayers.csv,
// Managers.csv, People.csv; see shared/datasets/PROVENANCE.md). Lahman team codes are mapped to
// franchises through Teams.csv (yearID, teamID -> franchID) and our TeamFacts keys.lahman.
// Where Lahman itself is wrong, the difference is listed in DATASET_EXCEPTIONS with the reason;
// our data is never bent to match.
import { describe, expect, it } from "vitest";
import { readCsv, type CsvRow } from "../../datasets/csv";
import { datasetFile } from "../../datasets/locate";
import { LAHMAN_FOLDERS } from "../../datasets/lahman-folder";
import { foldAccents } from "../../shared/slug";
import { teamNameIn } from "../../shared/team-names";
import { needsDatasets } from "../../test/datasets";
import { TEAMS } from "../teams/index";
import type { ChampionFacts } from "../types";
import { WORLD_SERIES } from "./world-series";

const FIRST_SEASON = 1903;
const NOT_PLAYED = [1904, 1994];
const MLB = TEAMS.filter((team) => team.league === "mlb");
const bySlug = new Map(MLB.map((team) => [team.slug, team]));

/** Tied games are written in notes as "… ended in a 3–3 tie …". */
const tiesOf = (fact: ChampionFacts): number => (fact.notes?.match(/\b\d+–\d+ tie\b/g) ?? []).length;
const gamesOf = (fact: ChampionFacts): [number, number] | undefined => {
  const match = fact.result ? /^(\d+)–(\d+)$/.exec(fact.result) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
};

/** Fields compared with the dataset. */
type Field = "winner" | "loser" | "wins" | "losses" | "ties" | "record" | "mvp" | "coach" | "name";

/**
 * Places where the Lahman release is wrong and our data is right. An exception only
 * excuses exactly the listed pair of values: if either side changes, the test reports it again.
 */
const DATASET_EXCEPTIONS: { season: number; field: Field; ours: string; dataset: string; reason: string }[] = [
  {
    season: 1907,
    field: "ties",
    ours: "1",
    dataset: "0",
    reason: "SeriesPost has ties 0, but Game 1 (Cubs–Tigers) ended 3–3 after 12 innings, called for darkness.",
  },
  {
    season: 1912,
    field: "ties",
    ours: "1",
    dataset: "0",
    reason: "SeriesPost has ties 0, but Game 2 (Red Sox–Giants) ended 6–6 after 11 innings, called for darkness.",
  },
  {
    season: 1922,
    field: "ties",
    ours: "1",
    dataset: "0",
    reason: "SeriesPost has ties 0, but Game 2 (Giants–Yankees) ended 3–3 after 10 innings, called for darkness.",
  },
  {
    season: 2013,
    field: "losses",
    ours: "2",
    dataset: "3",
    reason: "SeriesPost has Boston 4–3, but the Red Sox won in six games (4–2), clinching Game 6 at Fenway Park.",
  },
];

/** Lahman's Teams.csv `name` differs from ours here, and ours is right. Seasons inclusive. */
const NAME_EXCEPTIONS: { slug: string; from: number; to: number; ours: string; dataset: string; reason: string }[] = [
  {
    slug: "pittsburgh-pirates",
    from: 1882,
    to: 1890,
    ours: "Pittsburgh Alleghenys",
    dataset: "Pittsburg Alleghenys",
    reason: "Lahman uses the 1890s federal spelling of the city; we keep the city's name, Pittsburgh.",
  },
  {
    slug: "houston-astros",
    from: 1962,
    to: 1964,
    ours: "Houston Colt .45s",
    dataset: "Houston Colt .45's",
    reason: "Punctuation only: the club's name is written Colt .45s.",
  },
  {
    slug: "los-angeles-angels",
    from: 2016,
    to: 2025,
    ours: "Los Angeles Angels",
    dataset: "Los Angeles Angels of Anaheim",
    reason: "The club dropped 'of Anaheim' from its name from the 2016 season; Lahman still uses the 2005-2015 name.",
  },
  {
    slug: "athletics",
    from: 2025,
    to: 2025,
    ours: "Sacramento Athletics",
    dataset: "Athletics",
    reason: "Since leaving Oakland the club is named 'Athletics' with no city, as Lahman writes it; our team facts give the city it plays in (Sacramento) as every team's city.",
  },
  {
    slug: "cincinnati-reds",
    from: 1954,
    to: 1959,
    ours: "Cincinnati Reds",
    dataset: "Cincinnati Redlegs",
    reason: "'Redlegs' was used alongside 'Reds' in the 1950s; sources disagree on its seasons (1953-58, 1954-58, 1954-59), so we leave it out.",
  },
  {
    slug: "philadelphia-phillies",
    from: 1943,
    to: 1944,
    ours: "Philadelphia Phillies",
    dataset: "Philadelphia Blue Jays",
    reason: "'Blue Jays' was an alternative nickname promoted in 1943-44; the club's name remained the Phillies.",
  },
];

/** Lahman spells these managers differently from the name they are known by (People.csv nameFirst). */
const MANAGER_ALIASES: Record<string, string> = {
  "Tony La Russa": "Tony LaRussa",
  "Tommy Lasorda": "Tom Lasorda",
  "Alvin Dark": "Al Dark",
};

/** "Édgar Rentería" → "edgar renteria": Lahman's People.csv writes names without accents. */
const plain = (name: string) => foldAccents(name);

describe("World Series facts", () => {
  const seasons = WORLD_SERIES.map((fact) => fact.season);
  const latest = Math.max(...seasons);

  it("has one entry for every season from 1903 to the latest, newest first, no duplicates", () => {
    expect(new Set(seasons).size).toBe(seasons.length);
    const expected = Array.from({ length: latest - FIRST_SEASON + 1 }, (_, i) => latest - i);
    expect(seasons).toEqual(expected);
    expect(latest).toBeGreaterThanOrEqual(2024);
  });

  it("names only MLB teams that exist, never the same team twice in a series", () => {
    const unknown = WORLD_SERIES.flatMap((fact) =>
      [fact.champion, fact.runnerUp].filter((slug): slug is string => slug !== null && !bySlug.has(slug)).map((slug) => `${String(fact.season)}: ${slug}`),
    );
    expect(unknown).toEqual([]);
    for (const fact of WORLD_SERIES) if (fact.champion !== null) expect(fact.champion, String(fact.season)).not.toBe(fact.runnerUp);
  });

  it("gives every season without a champion its reason, and only 1904 and 1994 have none", () => {
    const notAwarded = WORLD_SERIES.filter((fact) => fact.champion === null);
    expect(notAwarded.map((fact) => fact.season).sort()).toEqual(NOT_PLAYED);
    for (const fact of notAwarded) {
      expect(fact.notes?.trim(), String(fact.season)).toBeTruthy();
      expect(fact.runnerUp, String(fact.season)).toBeNull();
      expect(fact.result, String(fact.season)).toBeNull();
    }
  });

  it("writes every series result as games won–lost with an en dash, the winner having won it", () => {
    for (const fact of WORLD_SERIES.filter((entry) => entry.champion !== null)) {
      const label = String(fact.season);
      expect(fact.resultType, label).toBe("series");
      const games = gamesOf(fact);
      expect(games, `${label}: ${String(fact.result)}`).toBeDefined();
      if (!games) continue;
      const [won, lost] = games;
      // Best-of-nine from 1919 to 1921 and in 1903, best-of-seven otherwise.
      expect(won, label).toBe([1903, 1919, 1920, 1921].includes(fact.season) ? 5 : 4);
      expect(lost, label).toBeLessThan(won);
      if (fact.record !== undefined) expect(fact.record, label).toMatch(/^\d+–\d+$/);
      // The World Series MVP award was first given in 1955.
      if (fact.season < 1955) expect(fact.mvp, label).toBeUndefined();
    }
    expect(WORLD_SERIES.filter((fact) => tiesOf(fact) > 0).map((fact) => fact.season)).toEqual([1922, 1912, 1907]);
  });

  it("gives every franchise its Lahman key and a history that runs in order", () => {
    expect(MLB).toHaveLength(30);
    for (const team of MLB) {
      expect(team.keys?.lahman, team.slug).toBeTruthy();
      const history = team.history ?? [];
      for (const [i, entry] of history.entries()) {
        expect(entry.firstYear, team.slug).toBeLessThanOrEqual(entry.lastYear);
        if (i === 0) expect(entry.firstYear, team.slug).toBe(team.foundedYear);
        else expect(entry.firstYear, team.slug).toBe((history[i - 1]?.lastYear ?? 0) + 1);
      }
    }
  });
});

/** The newest release: every season it holds is checked (the older `lahman/` is not read here). */
const LAHMAN = LAHMAN_FOLDERS[0];
const file = (name: string) => datasetFile(LAHMAN, name);
const paths = {
  seriesPost: file("SeriesPost.csv"),
  teams: file("Teams.csv"),
  franchises: file("TeamsFranchises.csv"),
  awards: file("AwardsPlayers.csv"),
  managers: file("Managers.csv"),
  people: file("People.csv"),
};
const NEEDED = ["SeriesPost.csv", "Teams.csv", "TeamsFranchises.csv", "AwardsPlayers.csv", "Managers.csv", "People.csv"].map((name) => `${LAHMAN}/${name}`);

describe("World Series facts against the Lahman database", needsDatasets(NEEDED), () => {
  const load = (path: string | undefined): CsvRow[] => (path ? readCsv(path) : []);
  const teamRows = load(paths.teams);
  const teamRow = new Map(teamRows.map((row) => [`${row.yearID ?? ""}/${row.teamID ?? ""}`, row]));
  const byFranchise = new Map(teamRows.map((row) => [`${row.yearID ?? ""}/${row.franchID ?? ""}`, row]));
  const slugOfFranchise = new Map(MLB.map((team) => [team.keys?.lahman ?? "", team.slug]));
  const lastLahmanSeason = Math.max(...teamRows.map((row) => Number(row.yearID)));

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

  it("agrees with SeriesPost on every World Series from 1903: winner, loser, games won, lost and tied", () => {
    const series = new Map(load(paths.seriesPost).filter((row) => row.round === "WS").map((row) => [Number(row.yearID), row]));
    const ours = new Map(WORLD_SERIES.map((fact) => [fact.season, fact]));
    const franchiseOf = (season: number, teamID: string | undefined) => {
      const franchID = teamRow.get(`${String(season)}/${teamID ?? ""}`)?.franchID;
      if (franchID === undefined) return `unknown team ${teamID ?? "?"}`;
      return slugOfFranchise.get(franchID) ?? `franchise ${franchID} (no team has keys.lahman ${franchID})`;
    };
    const found = mismatchesOf((report) => {
      for (let season = FIRST_SEASON; season <= lastLahmanSeason; season++) {
        const fact = ours.get(season);
        const row = series.get(season);
        if (!fact || !row) {
          report(season, "winner", fact ? (fact.champion ?? "(not played)") : "(no entry)", row ? franchiseOf(season, row.teamIDwinner) : "(not played)");
          continue;
        }
        report(season, "winner", fact.champion ?? "(not played)", franchiseOf(season, row.teamIDwinner));
        report(season, "loser", fact.runnerUp ?? "(not played)", franchiseOf(season, row.teamIDloser));
        const [won, lost] = gamesOf(fact) ?? [NaN, NaN];
        report(season, "wins", String(won), row.wins ?? "");
        report(season, "losses", String(lost), row.losses ?? "");
        report(season, "ties", String(tiesOf(fact)), row.ties || "0");
      }
    });
    expect(found, `World Series mismatches with Lahman SeriesPost.csv:\n${found.join("\n")}`).toEqual([]);
  });

  it("agrees with Teams.csv on each champion's regular-season record", () => {
    const found = mismatchesOf((report) => {
      for (const fact of WORLD_SERIES) {
        if (fact.champion === null || fact.record === undefined || fact.season > lastLahmanSeason) continue;
        const lahman = bySlug.get(fact.champion)?.keys?.lahman ?? "";
        const row = byFranchise.get(`${String(fact.season)}/${lahman}`);
        report(fact.season, "record", fact.record, row ? `${row.W ?? ""}–${row.L ?? ""}` : "(no team row)");
      }
    });
    expect(found, `Record mismatches with Lahman Teams.csv:\n${found.join("\n")}`).toEqual([]);
  });

  it("agrees with AwardsPlayers on the World Series MVP and with Managers on the champion's manager", () => {
    const people = new Map(load(paths.people).map((row) => [row.playerID ?? "", `${row.nameFirst ?? ""} ${row.nameLast ?? ""}`]));
    const mvps = new Map<number, string[]>();
    for (const row of load(paths.awards)) {
      if (row.awardID !== "World Series MVP") continue;
      const season = Number(row.yearID);
      mvps.set(season, [...(mvps.get(season) ?? []), people.get(row.playerID ?? "") ?? row.playerID ?? ""]);
    }
    const managers = new Map<string, string[]>();
    for (const row of load(paths.managers)) {
      const key = `${row.yearID ?? ""}/${row.teamID ?? ""}`;
      managers.set(key, [...(managers.get(key) ?? []), people.get(row.playerID ?? "") ?? row.playerID ?? ""]);
    }
    const found = mismatchesOf((report) => {
      for (const fact of WORLD_SERIES) {
        if (fact.champion === null || fact.season > lastLahmanSeason) continue;
        // An MVP we leave out is fine; one we name must be Lahman's (co-MVPs: "A, B and C").
        if (fact.mvp !== undefined) {
          const dataset = mvps.get(fact.season) ?? [];
          const same = fact.mvp.split(/, | and /).map(plain).sort().join("/") === dataset.map(plain).sort().join("/");
          report(fact.season, "mvp", fact.mvp, same ? fact.mvp : dataset.join(", ") || "(none)");
        }
        if (fact.coach !== undefined) {
          const lahman = bySlug.get(fact.champion)?.keys?.lahman ?? "";
          const teamID = byFranchise.get(`${String(fact.season)}/${lahman}`)?.teamID ?? "";
          const names = managers.get(`${String(fact.season)}/${teamID}`) ?? [];
          const coach = MANAGER_ALIASES[fact.coach] ?? fact.coach;
          report(fact.season, "coach", fact.coach, names.map(plain).includes(plain(coach)) ? fact.coach : names.join(" / ") || "(none)");
        }
      }
    });
    expect(found, `MVP and manager mismatches with Lahman:\n${found.join("\n")}`).toEqual([]);
  });

  it("gives each World Series team the city and name Lahman's Teams.csv has for that season", () => {
    const found: string[] = [];
    for (const fact of WORLD_SERIES) {
      if (fact.season > lastLahmanSeason) continue;
      for (const slug of [fact.champion, fact.runnerUp]) {
        const team = slug === null ? undefined : bySlug.get(slug);
        if (!team) continue;
        const { city, name } = teamNameIn(team, fact.season);
        const dataset = byFranchise.get(`${String(fact.season)}/${team.keys?.lahman ?? ""}`)?.name ?? "(no team row)";
        if (`${city} ${name}` !== dataset) found.push(`${String(fact.season)} name: ours ${city} ${name} vs dataset ${dataset}`);
      }
    }
    expect(found, `Team names in World Series seasons differing from Lahman:\n${found.join("\n")}`).toEqual([]);
  });

  it("has all 30 active Lahman franchises, each founded in its first Lahman season and named as Lahman names it", () => {
    const active = load(paths.franchises).filter((row) => row.active === "Y");
    const ours = new Map(MLB.map((team) => [team.keys?.lahman ?? "", team]));
    expect([...ours.keys()].sort()).toEqual(active.map((row) => row.franchID ?? "").sort());
    const found: string[] = [];
    const usedNames = new Set<(typeof NAME_EXCEPTIONS)[number]>();
    for (const [franchID, team] of ours) {
      const rows = teamRows.filter((row) => row.franchID === franchID);
      const first = Math.min(...rows.map((row) => Number(row.yearID)));
      if (team.foundedYear !== first) found.push(`${team.slug} foundedYear: ours ${String(team.foundedYear)} vs dataset ${String(first)}`);
      for (const row of rows) {
        const season = Number(row.yearID);
        const { city, name } = teamNameIn(team, season);
        const mine = `${city} ${name}`;
        if (mine === row.name) continue;
        const excused = NAME_EXCEPTIONS.find((e) => e.slug === team.slug && season >= e.from && season <= e.to && e.ours === mine && e.dataset === row.name);
        if (excused) usedNames.add(excused);
        else found.push(`${team.slug} ${String(season)} name: ours ${mine} vs dataset ${row.name ?? ""}`);
      }
    }
    expect(found, `Franchise mismatches with Lahman Teams.csv:\n${found.join("\n")}`).toEqual([]);
    expect(NAME_EXCEPTIONS.filter((e) => !usedNames.has(e)).map((e) => e.slug), "name exceptions that no longer apply").toEqual([]);
  });

  it("still needs every documented dataset exception (run after the comparisons above)", () => {
    const stale = DATASET_EXCEPTIONS.filter((e) => !usedExceptions.has(e)).map((e) => `${String(e.season)} ${e.field}: ${e.reason}`);
    expect(stale, `Documented Lahman errors that no longer occur:\n${stale.join("\n")}`).toEqual([]);
  });
});
