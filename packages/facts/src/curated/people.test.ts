// The people our champions name: one person per sport and name, the names shared across titles
// reviewed, and every identity with a dataset person (person-ids.ts) checked against the public
// datasets — complete for the titles they cover, and nothing merged on a name alone.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../datasets/csv";
import { lahmanFolder } from "../datasets/lahman-folder";
import { datasetsDir } from "../datasets/locate";
import { needsDatasets } from "../test/datasets";
import { curatedPeople, plainName, readDatasets, type DatasetPerson } from "../test/people-evidence";
import { CHAMPIONS } from "./champions/index";
import { championshipLeague, MVP_OF_CHAMPION, namesIn, personKey, splitName, type PersonKey } from "./people";
import { EVIDENCE_PERSON_IDS, KNOWN_PERSON_IDS, NOT_MERGED, PERSON_IDS } from "./person-ids";
import { TEAMS } from "./teams/index";

const people = curatedPeople();

describe("people named by the champions", () => {
  it("gives every MVP and coach name exactly one person, keyed by sport and name", () => {
    for (const [championship, facts] of Object.entries(CHAMPIONS)) {
      const { sport } = championshipLeague(championship);
      for (const fact of facts) {
        for (const name of [...(fact.mvp ? namesIn(fact.mvp) : []), ...(fact.coach ? [fact.coach] : [])]) {
          expect(name, `${championship} ${String(fact.season)}`).toMatch(/^\S(.*\S)?$/);
          expect(name).not.toMatch(/ and |,/);
          expect(people.get(personKey(sport, name))?.name, name).toBe(name);
        }
      }
    }
    // Co-MVPs are separate people: Super Bowl XII, the 1981 and 2001 World Series, the 1959 Frozen Four.
    expect(namesIn("Ron Cey, Pedro Guerrero and Steve Yeager")).toEqual(["Ron Cey", "Pedro Guerrero", "Steve Yeager"]);
    // 818 since the 2025 college football title (Curt Cignetti, issue #15).
    expect(people.size).toBe(818);
  });

  it("writes each person's name one way: no two names of a sport differ only in accents, case or spacing", () => {
    const spellings = new Map<string, Set<string>>();
    for (const [key, person] of people) {
      const [sport] = key.split("|");
      const plain = `${sport ?? ""}|${plainName(person.name).replace(/[^a-z]/g, "")}`;
      spellings.set(plain, (spellings.get(plain) ?? new Set()).add(person.name));
    }
    expect([...spellings.values()].filter((names) => names.size > 1).map((names) => [...names])).toEqual([]);
  });

  /**
   * The names shared by titles of different championships or roles, reviewed: each is one person.
   * Pete Carroll (USC, Seattle), Barry Switzer and Jimmy Johnson coached college and NFL
   * champions; the basketball players won the NCAA's Most Outstanding Player and the NBA Finals
   * MVP (Jerry West, Wilt Chamberlain: for losing sides); Bill Russell was 1955 MOP and the
   * Celtics' player-coach; Terry Francona was the 1980 MCWS MOP (Arizona); Larry Robinson won the
   * 1978 Conn Smythe and coached the 2000 Devils; "Badger Bob" Johnson coached Wisconsin, then
   * the 1991 Penguins; Jim Montgomery was Maine's 1993 MOP and Denver's 2017 coach; Larry Brown
   * coached Kansas (1988) and the 2004 Pistons.
   */
  const SHARED: Record<string, string[]> = {
    "football|Pete Carroll": ["college-football-national-championship coach", "super-bowl coach"],
    "football|Barry Switzer": ["college-football-national-championship coach", "super-bowl coach"],
    "football|Jimmy Johnson": ["college-football-national-championship coach", "super-bowl coach"],
    "basketball|Isiah Thomas": ["nba-finals mvp", "ncaa-mens-basketball-tournament mvp"],
    "basketball|James Worthy": ["nba-finals mvp", "ncaa-mens-basketball-tournament mvp"],
    "basketball|Magic Johnson": ["nba-finals mvp", "ncaa-mens-basketball-tournament mvp"],
    "basketball|Bill Walton": ["nba-finals mvp", "ncaa-mens-basketball-tournament mvp"],
    "basketball|Wilt Chamberlain": ["nba-finals mvp", "ncaa-mens-basketball-tournament mvp"],
    "basketball|Jerry West": ["nba-finals mvp", "ncaa-mens-basketball-tournament mvp"],
    "basketball|Bill Russell": ["nba-finals coach", "ncaa-mens-basketball-tournament mvp"],
    "basketball|Larry Brown": ["nba-finals coach", "ncaa-mens-basketball-tournament coach"],
    "baseball|Terry Francona": ["mens-college-world-series mvp", "world-series coach"],
    "hockey|Larry Robinson": ["stanley-cup-final coach", "stanley-cup-final mvp"],
    "hockey|Bob Johnson": ["frozen-four coach", "stanley-cup-final coach"],
    "hockey|Jim Montgomery": ["frozen-four coach", "frozen-four mvp"],
  };

  it("makes one person of each reviewed name shared across championships or roles, and of no other", () => {
    const shared = Object.fromEntries(
      [...people]
        .map(([key, person]) => [key, [...new Set(person.titles.map((t) => `${t.championship} ${t.role}`))].sort()] as const)
        .filter(([, uses]) => uses.length > 1),
    );
    expect(shared).toEqual(SHARED);
  });

  it("keeps the same name in two sports as two people: Larry Brown of Super Bowl XXX is not the basketball coach", () => {
    const bySport = new Map<string, string[]>();
    for (const [key, person] of people) bySport.set(person.name, [...(bySport.get(person.name) ?? []), key.split("|")[0] ?? ""]);
    expect([...bySport].filter(([, sports]) => sports.length > 1)).toEqual([["Larry Brown", ["football", "basketball"]]]);
  });

  it.each([
    ["Vince Lombardi", "Vince", "Lombardi"],
    ["Tony La Russa", "Tony", "La Russa"],
    ["A. J. Hinch", "A. J.", "Hinch"],
    ["Jo Jo White", "Jo Jo", "White"],
    ["Joe B. Hall", "Joe B.", "Hall"],
    ["Jackie Bradley Jr.", "Jackie", "Bradley Jr."],
    ["Joel Berry II", "Joel", "Berry II"],
    ["Jean-Sébastien Giguère", "Jean-Sébastien", "Giguère"],
    ["Pelé", null, "Pelé"],
  ])("splits %s into first name %s and last name %s", (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });

  it("flags the MVPs of a losing side, and only in the championships whose MVP otherwise played for the champion", () => {
    const flagged = Object.entries(CHAMPIONS).flatMap(([championship, facts]) => facts.filter((fact) => fact.mvpOfRunnerUp).map((fact) => `${championship} ${String(fact.season)} ${fact.mvp ?? "(no mvp)"}`));
    expect(flagged.sort()).toEqual(
      [
        "super-bowl 1970 Chuck Howley",
        "nba-finals 1968 Jerry West",
        "world-series 1960 Bobby Richardson",
        "stanley-cup-final 1965 Roger Crozier",
        "stanley-cup-final 1967 Glenn Hall",
        "stanley-cup-final 1975 Reggie Leach",
        "stanley-cup-final 1986 Ron Hextall",
        "stanley-cup-final 2002 Jean-Sébastien Giguère",
        "stanley-cup-final 2023 Connor McDavid",
      ].sort(),
    );
    for (const entry of flagged) expect(MVP_OF_CHAMPION.has(entry.split(" ")[0] ?? ""), entry).toBe(true);
  });

  it("gives each dataset identity to one person of ours, and only to people our champions name", () => {
    const keys = Object.keys(PERSON_IDS);
    for (const key of keys) expect(people.has(key as PersonKey), key).toBe(true);
    const ids = Object.values(PERSON_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const key of Object.keys(KNOWN_PERSON_IDS)) expect(EVIDENCE_PERSON_IDS[key as PersonKey], key).toBeUndefined();
  });
});

const dir = datasetsDir();
/** The files readDatasets reads. */
const EVIDENCE_FILES = [
  ...["Managers.csv", "Appearances.csv", "People.csv", "Teams.csv", "AwardsPlayers.csv", "CollegePlaying.csv"].map((name) => `${lahmanFolder(dir ?? "")}/${name}`),
  ...["Master.csv", "Scoring.csv", "Goalies.csv", "Coaches.csv", "Teams.csv", "AwardsPlayers.csv"].map((name) => `hockey-databank/${name}`),
];

describe("people named by the champions, against the datasets", needsDatasets(EVIDENCE_FILES), () => {
  // Read when the group runs, not when it is collected (a skipped group reads nothing).
  let data: ReturnType<typeof readDatasets>;
  beforeAll(() => {
    data = readDatasets(dir ?? "");
  });

  it("has every identity the datasets show for the titles they cover, and no other from them", () => {
    const ambiguous = [...data.evidence].filter(([, found]) => found.size !== 1).map(([key, found]) => `${key}: ${[...found.keys()].join(", ")}`);
    expect(ambiguous).toEqual([]);
    const shown = Object.fromEntries([...data.evidence].map(([key, found]) => [key, [...found.keys()][0]]));
    expect(EVIDENCE_PERSON_IDS).toEqual(shown);
  });

  it("finds the coach and MVP of every World Series and Stanley Cup title the datasets cover", () => {
    // Victoria's 1925 Cup: the Databank has the Cougars in the WCHL, whose coaches it does not
    // list with the NHL's; Lester Patrick is matched through his Rangers titles.
    expect(data.unmatched).toEqual(["stanley-cup-final 1924 coach: Lester Patrick (dataset: none)"]);
    expect(PERSON_IDS["hockey|Lester Patrick"]).toBeDefined();
  });

  it("checks the people we know to be dataset people: same name, and dates that fit", () => {
    const found: string[] = [];
    for (const [key, { id }] of Object.entries(KNOWN_PERSON_IDS)) {
      const person = data.lahman.get(id) ?? data.databank.get(id);
      const ours = people.get(key as PersonKey);
      if (!person || !ours) {
        found.push(`${key}: no ${id}`);
        continue;
      }
      if (plainName(person.name) !== plainName(ours.name)) found.push(`${key}: ${id} is ${person.name}`);
      const first = Math.min(...ours.titles.map((t) => t.season));
      if (ours.titles.every((t) => t.role === "coach")) {
        if (person.birthYear === null || person.birthYear > first - 25) found.push(`${key}: born ${String(person.birthYear)}, first title ${String(first)}`);
        if (person.lastSeason !== null && person.lastSeason >= first) found.push(`${key}: still playing in ${String(person.lastSeason)}, first title ${String(first)}`);
      } else if (person.firstSeason === null || person.firstSeason <= first) found.push(`${key}: debut ${String(person.firstSeason)}, title ${String(first)}`);
    }
    expect(found).toEqual([]);
  });

  it("merges no one on a name alone: every other name shared with a dataset person is reviewed", () => {
    const byName = (map: Map<string, DatasetPerson>) => new Set([...map.values()].map((p) => plainName(p.name)));
    const names = { baseball: byName(data.lahman), hockey: byName(data.databank) };
    const sharing = [...people]
      .filter(([key, person]) => PERSON_IDS[key] === undefined && (key.startsWith("baseball|") ? names.baseball : key.startsWith("hockey|") ? names.hockey : new Set()).has(plainName(person.name)))
      .map(([key]) => key)
      .sort();
    expect(sharing).toEqual(Object.keys(NOT_MERGED).sort());
  });

  it("has each World Series MVP and Conn Smythe winner on the side our facts give", () => {
    const lahman = (file: string) => readCsv(join(dir ?? "", lahmanFolder(dir ?? ""), file));
    const databank = (file: string) => readCsv(join(dir ?? "", "hockey-databank", file));
    const bySlug = new Map(TEAMS.map((team) => [team.slug, team]));
    const lahmanTeam = new Map(lahman("Teams.csv").map((row) => [`${row.yearID ?? ""}/${row.franchID ?? ""}`, row.teamID ?? ""]));
    const wsTeams = new Map<string, Set<string>>();
    for (const row of [...lahman("BattingPost.csv"), ...lahman("PitchingPost.csv")].filter((r) => r.round === "WS")) {
      const key = `${row.yearID ?? ""}/lahman:${row.playerID ?? ""}`;
      wsTeams.set(key, (wsTeams.get(key) ?? new Set()).add(row.teamID ?? ""));
    }
    const databankTeam = new Map(
      databank("Teams.csv")
        .filter((row) => row.lgID === "NHL")
        .map((row) => [`${row.year ?? ""}/${row.franchID ?? ""}`, row.tmID ?? ""]),
    );
    const playoffTeams = new Map<string, Set<string>>();
    for (const row of [...databank("Scoring.csv"), ...databank("Goalies.csv")].filter((r) => r.lgID === "NHL" && Number(r.PostGP || "0") > 0)) {
      const key = `${row.year ?? ""}/hockey-databank:${row.playerID ?? ""}`;
      playoffTeams.set(key, (playoffTeams.get(key) ?? new Set()).add(row.tmID ?? ""));
    }
    const found: string[] = [];
    const checked = { ws: 0, smythe: 0 };
    for (const [championship, teamOf, sides, keys] of [
      ["world-series", (slug: string, year: number) => lahmanTeam.get(`${String(year)}/${bySlug.get(slug)?.keys?.lahman ?? ""}`), wsTeams, "ws"],
      ["stanley-cup-final", (slug: string, year: number) => databankTeam.get(`${String(year)}/${bySlug.get(slug)?.keys?.hockeyDatabank ?? ""}`), playoffTeams, "smythe"],
    ] as const) {
      for (const fact of CHAMPIONS[championship] ?? []) {
        if (!fact.mvp || !fact.champion || !fact.runnerUp) continue;
        for (const name of namesIn(fact.mvp)) {
          const id = PERSON_IDS[personKey(championship === "world-series" ? "baseball" : "hockey", name)];
          const played = sides.get(`${String(fact.season)}/${id ?? ""}`);
          if (!played) continue; // after the data
          checked[keys] += 1;
          const expected = teamOf(fact.mvpOfRunnerUp ? fact.runnerUp : fact.champion, fact.season);
          if (!expected || !played.has(expected)) found.push(`${championship} ${String(fact.season)} ${name}: played for ${[...played].join("/")}, ours ${String(expected)}`);
        }
      }
    }
    expect(found).toEqual([]);
    expect(checked.ws).toBeGreaterThan(65);
    expect(checked.smythe).toBeGreaterThan(50);
  });
});
