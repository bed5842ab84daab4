// What the public datasets say about the people our champions name — read by the tests (and,
// once, to write person-ids.ts), never by the seed: the seed must work without the datasets.
//
// Evidence that a curated person is a dataset person (their source key, as the importers write
// it), by role:
//   - World Series manager: a Managers.csv row of the champion's team that season, same name.
//   - World Series MVP: the AwardsPlayers.csv "World Series MVP" row of that season, same name.
//   - Stanley Cup coach: a Coaches.csv row of the champion's team that season, same name.
//   - Conn Smythe winner: the AwardsPlayers.csv "Conn Smythe" row of that season, same name.
//   - A World Series or Stanley Cup title after the dataset's last season: the one dataset
//     person of the same name who played (an MVP) or managed or coached (a coach) in the
//     league in the dataset's last four seasons (Freddie Freeman, Connor McDavid, Jon Cooper).
//   - Men's College World Series MOP: a Lahman person of the same name who played college
//     baseball that year (CollegePlaying.csv) — or, with no college rows at all (the file stops
//     in 2014), who was 18-25 that year and reached the majors within six seasons.
//   - Frozen Four MOP: a Databank NHL player of the same name who was 17-26 in the year of the
//     final and reached the NHL within six seasons of it (the Databank records no college).
// "Same name" ignores accents, case and the spellings in DATASET_NAMES. A college coach is
// never matched by these rules (a name and a playing career decades earlier prove nothing); the
// reviewed entries of person-ids.ts name those we know.
import { join } from "node:path";
import { CHAMPIONS } from "../curated/champions/index";
import { championshipLeague, namesIn, personKey, type PersonKey } from "../curated/people";
import { TEAMS } from "../curated/teams/index";
import type { ChampionFacts } from "../curated/types";
import { readCsv, type CsvRow } from "../datasets/csv";
import { lahmanFolder } from "../datasets/lahman-folder";
import { yearOf } from "../shared/dates";
import { foldAccents } from "../shared/slug";

/** Our spelling → the dataset's, where they differ beyond accents. */
export const DATASET_NAMES: Record<string, string> = {
  "Tony La Russa": "Tony LaRussa",
  "Tommy Lasorda": "Tom Lasorda",
  "Alvin Dark": "Al Dark",
  "Alexander Ovechkin": "Alex Ovechkin",
  "Dave Gill": "David Gill",
};

/** "Jean-Sébastien Giguère" → "jean-sebastien giguere". */
export const plainName = (name: string) =>
  foldAccents(DATASET_NAMES[name] ?? name)
    .replace(/\s+/g, " ")
    .trim();

export interface DatasetPerson {
  sourceKey: string;
  name: string;
  birthYear: number | null;
  /** First and last season played in the league (null: never played there). */
  firstSeason: number | null;
  lastSeason: number | null;
  /** Last season managed or coached in the league (null: never). */
  lastCoached: number | null;
}

export interface Datasets {
  lahman: Map<string, DatasetPerson>;
  databank: Map<string, DatasetPerson>;
  /** sourceKey → evidence ("world-series 2009 coach") for each curated person key. */
  evidence: Map<PersonKey, Map<string, string[]>>;
  /** Titles inside a dataset's years whose named person the dataset does not show. */
  unmatched: string[];
}

const num = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

function groupBy(rows: CsvRow[], key: (row: CsvRow) => string): Map<string, CsvRow[]> {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export function readDatasets(dir: string): Datasets {
  const lahmanCsv = (file: string) => readCsv(join(dir, lahmanFolder(dir), file));
  const databankCsv = (file: string) => readCsv(join(dir, "hockey-databank", file));
  const evidence = new Map<PersonKey, Map<string, string[]>>();
  const unmatched: string[] = [];
  const bySlug = new Map(TEAMS.map((team) => [team.slug, team]));

  // Lahman: every person, by source key.
  const lastOf = (rows: CsvRow[], id: string, year: string) => {
    const last = new Map<string, number>();
    for (const row of rows) last.set(row[id] ?? "", Math.max(last.get(row[id] ?? "") ?? 0, Number(row[year])));
    return last;
  };
  const managersCsv = lahmanCsv("Managers.csv");
  const lastManaged = lastOf(managersCsv, "playerID", "yearID");
  const lastPlayed = lastOf(lahmanCsv("Appearances.csv"), "playerID", "yearID");
  const lahman = new Map<string, DatasetPerson>();
  for (const row of lahmanCsv("People.csv")) {
    if (!row.playerID || !row.nameLast) continue;
    lahman.set(`lahman:${row.playerID}`, {
      sourceKey: `lahman:${row.playerID}`,
      name: [row.nameFirst, row.nameLast].filter(Boolean).join(" "),
      birthYear: num(row.birthYear),
      firstSeason: yearOf(row.debut),
      lastSeason: lastPlayed.get(row.playerID) ?? yearOf(row.finalGame),
      lastCoached: lastManaged.get(row.playerID) ?? null,
    });
  }
  const lahmanTeams = new Map(lahmanCsv("Teams.csv").map((row) => [`${row.yearID ?? ""}/${row.franchID ?? ""}`, row.teamID ?? ""]));
  const managers = groupBy(managersCsv, (row) => `${row.yearID ?? ""}/${row.teamID ?? ""}`);
  const wsMvps = groupBy(
    lahmanCsv("AwardsPlayers.csv").filter((row) => row.awardID === "World Series MVP"),
    (row) => row.yearID ?? "",
  );
  const lastLahman = Math.max(...[...lahmanTeams.keys()].map((key) => Number(key.split("/")[0])));
  const college = groupBy(lahmanCsv("CollegePlaying.csv"), (row) => `lahman:${row.playerID ?? ""}`);

  // Hockey Databank: NHL players and coaches, keyed as its importer keys them.
  const master = databankCsv("Master.csv");
  const nhlPlayers = new Set(
    [...databankCsv("Scoring.csv"), ...databankCsv("Goalies.csv")].filter((row) => row.lgID === "NHL").map((row) => row.playerID ?? ""),
  );
  const coachesCsv = databankCsv("Coaches.csv");
  const nhlCoachRows = coachesCsv.filter((row) => row.lgID === "NHL");
  const nhlCoaches = new Set(nhlCoachRows.map((row) => row.coachID ?? ""));
  const lastNhlCoached = lastOf(nhlCoachRows, "coachID", "year");
  const databank = new Map<string, DatasetPerson>();
  const databankKeyOf = new Map<string, string>(); // playerID or coachID → source key
  for (const row of master) {
    const id = row.playerID || row.coachID;
    if (!id || !(nhlPlayers.has(row.playerID ?? "") || nhlCoaches.has(row.coachID ?? ""))) continue;
    const sourceKey = `hockey-databank:${id}`;
    if (row.playerID) databankKeyOf.set(row.playerID, sourceKey);
    if (row.coachID) databankKeyOf.set(row.coachID, sourceKey);
    databank.set(sourceKey, {
      sourceKey,
      name: [row.firstName, row.lastName].filter(Boolean).join(" "),
      birthYear: num(row.birthYear),
      firstSeason: nhlPlayers.has(row.playerID ?? "") ? num(row.firstNHL) : null,
      lastSeason: nhlPlayers.has(row.playerID ?? "") ? num(row.lastNHL) : null,
      lastCoached: lastNhlCoached.get(row.coachID ?? "") ?? null,
    });
  }
  const databankTeams = new Map(
    databankCsv("Teams.csv")
      .filter((row) => row.lgID === "NHL")
      .map((row) => [`${row.year ?? ""}/${row.franchID ?? ""}`, row.tmID ?? ""]),
  );
  const cupCoaches = groupBy(coachesCsv, (row) => `${row.year ?? ""}/${row.tmID ?? ""}`);
  const smythe = groupBy(
    databankCsv("AwardsPlayers.csv").filter((row) => row.award === "Conn Smythe"),
    (row) => row.year ?? "",
  );
  const lastDatabank = Math.max(...[...databankTeams.keys()].map((key) => Number(key.split("/")[0])));

  const add = (key: PersonKey, sourceKey: string, why: string) => {
    const found = evidence.get(key) ?? new Map<string, string[]>();
    found.set(sourceKey, [...(found.get(sourceKey) ?? []), why]);
    evidence.set(key, found);
  };
  /** Adds the candidates whose name is the curated one; reports the title when none is. */
  const match = (key: PersonKey, name: string, candidates: DatasetPerson[], why: string) => {
    const same = candidates.filter((person) => plainName(person.name) === plainName(name));
    for (const person of same) add(key, person.sourceKey, why);
    if (same.length === 0) unmatched.push(`${why}: ${name} (dataset: ${candidates.map((p) => p.name).join(", ") || "none"})`);
  };
  const people = (map: Map<string, DatasetPerson>, keys: (string | undefined)[]) =>
    keys.flatMap((key) => (key && map.get(key) ? [map.get(key) as DatasetPerson] : []));

  const facts = (slug: string): ChampionFacts[] => CHAMPIONS[slug] ?? [];
  /** A title after the dataset's years: the one person of the name active in the role in its last four seasons. */
  const recent = (map: Map<string, DatasetPerson>, last: number, championship: string, fact: ChampionFacts) => {
    const sport = championshipLeague(championship).sport;
    const named = [
      ...(fact.mvp ? namesIn(fact.mvp).map((name) => ({ name, role: "mvp" as const })) : []),
      ...(fact.coach ? [{ name: fact.coach, role: "coach" as const }] : []),
    ];
    for (const { name, role } of named) {
      const active = [...map.values()].filter(
        (p) => plainName(p.name) === plainName(name) && ((role === "mvp" ? p.lastSeason : p.lastCoached) ?? 0) >= last - 3,
      );
      const [only] = active;
      if (active.length === 1 && only)
        add(personKey(sport, name), only.sourceKey, `${championship} ${String(fact.season)} ${role} (after the data)`);
    }
  };
  for (const fact of facts("world-series")) if (fact.champion && fact.season > lastLahman) recent(lahman, lastLahman, "world-series", fact);
  for (const fact of facts("stanley-cup-final"))
    if (fact.champion && fact.season > lastDatabank) recent(databank, lastDatabank, "stanley-cup-final", fact);
  for (const fact of facts("world-series")) {
    if (!fact.champion || fact.season > lastLahman) continue;
    const teamID = lahmanTeams.get(`${String(fact.season)}/${bySlug.get(fact.champion)?.keys?.lahman ?? ""}`);
    if (fact.coach) {
      const rows = managers.get(`${String(fact.season)}/${teamID ?? ""}`) ?? [];
      match(
        personKey("baseball", fact.coach),
        fact.coach,
        people(
          lahman,
          rows.map((row) => `lahman:${row.playerID ?? ""}`),
        ),
        `world-series ${String(fact.season)} coach`,
      );
    }
    for (const name of fact.mvp ? namesIn(fact.mvp) : []) {
      const rows = wsMvps.get(String(fact.season)) ?? [];
      match(
        personKey("baseball", name),
        name,
        people(
          lahman,
          rows.map((row) => `lahman:${row.playerID ?? ""}`),
        ),
        `world-series ${String(fact.season)} mvp`,
      );
    }
  }
  for (const fact of facts("stanley-cup-final")) {
    if (!fact.champion || fact.season > lastDatabank) continue;
    const tmID = databankTeams.get(`${String(fact.season)}/${bySlug.get(fact.champion)?.keys?.hockeyDatabank ?? ""}`);
    if (fact.coach) {
      const rows = cupCoaches.get(`${String(fact.season)}/${tmID ?? ""}`) ?? [];
      match(
        personKey("hockey", fact.coach),
        fact.coach,
        people(
          databank,
          rows.map((row) => databankKeyOf.get(row.coachID ?? "")),
        ),
        `stanley-cup-final ${String(fact.season)} coach`,
      );
    }
    for (const name of fact.mvp ? namesIn(fact.mvp) : []) {
      const rows = smythe.get(String(fact.season)) ?? [];
      match(
        personKey("hockey", name),
        name,
        people(
          databank,
          rows.map((row) => databankKeyOf.get(row.playerID ?? "")),
        ),
        `stanley-cup-final ${String(fact.season)} mvp`,
      );
    }
  }

  // College Most Outstanding Players who went on to the majors or the NHL.
  const byName = (map: Map<string, DatasetPerson>) =>
    groupBy(
      [...map.values()].map((p) => ({ key: p.sourceKey, name: plainName(p.name) })),
      (row) => row.name ?? "",
    );
  const lahmanByName = byName(lahman);
  const databankByName = byName(databank);
  const young = (person: DatasetPerson, year: number, from: number, to: number) =>
    person.birthYear !== null && year - person.birthYear >= from && year - person.birthYear <= to;
  for (const fact of facts("mens-college-world-series")) {
    for (const name of fact.mvp ? namesIn(fact.mvp) : []) {
      for (const { key = "" } of lahmanByName.get(plainName(name)) ?? []) {
        const person = lahman.get(key);
        if (!person) continue;
        const rows = college.get(key) ?? [];
        const inCollege = rows.some((row) => num(row.yearID) === fact.season);
        const fits =
          rows.length === 0 && young(person, fact.season, 18, 25) && person.firstSeason !== null && person.firstSeason - fact.season <= 6;
        if (inCollege || fits)
          add(
            personKey("baseball", name),
            key,
            `mens-college-world-series ${String(fact.season)} mvp${inCollege ? " (in college that year)" : ""}`,
          );
      }
    }
  }
  for (const fact of facts("frozen-four")) {
    const year = fact.season + 1; // the final is played in the spring
    for (const name of fact.mvp ? namesIn(fact.mvp) : []) {
      for (const { key = "" } of databankByName.get(plainName(name)) ?? []) {
        const person = databank.get(key);
        if (!person || person.firstSeason === null) continue;
        if (young(person, year, 17, 26) && person.firstSeason >= fact.season && person.firstSeason - fact.season <= 6)
          add(personKey("hockey", name), key, `frozen-four ${String(fact.season)} mvp`);
      }
    }
  }
  return { lahman, databank, evidence, unmatched };
}

/** Every person our champions name, with the titles (championship, season, role) naming them. */
export function curatedPeople(): Map<
  PersonKey,
  { name: string; titles: { championship: string; season: number; role: "mvp" | "coach" }[] }
> {
  const people = new Map<PersonKey, { name: string; titles: { championship: string; season: number; role: "mvp" | "coach" }[] }>();
  for (const [championship, list] of Object.entries(CHAMPIONS)) {
    const { sport } = championshipLeague(championship);
    for (const fact of list) {
      const named = [
        ...(fact.mvp ? namesIn(fact.mvp).map((name) => ({ name, role: "mvp" as const })) : []),
        ...(fact.coach ? [{ name: fact.coach, role: "coach" as const }] : []),
      ];
      for (const { name, role } of named) {
        const key = personKey(sport, name);
        const entry = people.get(key) ?? { name, titles: [] };
        entry.titles.push({ championship, season: fact.season, role });
        people.set(key, entry);
      }
    }
  }
  return people;
}
