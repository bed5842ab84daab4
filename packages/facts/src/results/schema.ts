// The editor's results file (data/results.json, README 'Data'): titles decided after our curated
// facts and datasets, in the shapes of the curated ChampionFacts and DecidingGameFacts, each with
// its championship's slug, checked by the rules the curated tables are tested by.
import { z } from "zod";
import { CHAMPIONS } from "../curated/champions/index";
import { CHAMPIONSHIPS } from "../curated/championships";
import { TEAMS } from "../curated/teams/index";
import type { ChampionFacts, DecidingGameFacts } from "../curated/types";
import { seasonLeague } from "../seed/season-rows";

const SCORE = /^\d+–\d+$/;
const text = z.string().trim().min(1);
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const date = z.string().refine(isDate, "a calendar date written YYYY-MM-DD");
const winnerFirst = (value: string) => {
  const [won = 0, lost = 0] = value.split("–").map(Number);
  return won > lost;
};
const score = z.string().regex(SCORE, 'games or points won–lost with an en dash, "4–2"').refine(winnerFirst, "the winner's number first");
const championship = z.enum(CHAMPIONSHIPS.map((entry) => entry.slug) as [string, ...string[]]);
const season = z.int().min(1850).max(2100);

export const championResult = z.strictObject({
  championship,
  season,
  champion: z.string().nullable(),
  runnerUp: z.string().nullable(),
  result: score.nullable(),
  resultType: z.enum(["game", "series", "poll"]).nullable(),
  overtime: text.optional(),
  record: z
    .string()
    .regex(/^\d+(–\d+){1,3}$/, 'wins–losses(–ties), "14–3"')
    .optional(),
  mvp: text.optional(),
  coach: text.optional(),
  venue: text.optional(),
  date: date.optional(),
  home: z.enum(["champion", "runnerUp"]).optional(),
  notes: text.optional(),
  vacated: z.literal(true).optional(),
}) satisfies z.ZodType<Omit<ChampionFacts, "mvpOfRunnerUp"> & { championship: string }>;

export const decidingGameResult = z.strictObject({
  championship,
  season,
  game: z.int().min(1).max(9),
  date,
  score,
  home: z.enum(["champion", "runnerUp"]).optional(),
  overtime: text.optional(),
  venue: text.optional(),
  neutralSite: z.literal(true).optional(),
  notes: text.optional(),
}) satisfies z.ZodType<DecidingGameFacts & { championship: string }>;

export type ChampionResult = z.infer<typeof championResult>;
export type DecidingGameResult = z.infer<typeof decidingGameResult>;

const teamLeague = new Map(TEAMS.map((team) => [team.slug, team.league]));
const championshipOf = new Map(CHAMPIONSHIPS.map((entry) => [entry.slug, entry]));
/** The curated titles an entry may not repeat (tests pass others). */
export type CuratedTitles = Record<string, readonly ChampionFacts[] | undefined>;

/** The checks across fields and entries; each problem names its path. */
function checkChampion(entry: ChampionResult, curated: CuratedTitles, issue: (path: (string | number)[], message: string) => void) {
  const facts = championshipOf.get(entry.championship);
  if (!facts) return;
  if (entry.season < facts.firstSeason) issue(["season"], `before the ${facts.name}'s first season (${String(facts.firstSeason)})`);
  if (curated[entry.championship]?.some((fact) => fact.season === entry.season))
    issue(["season"], "already in the curated facts: correct it there, not here");
  const league = seasonLeague(facts, entry.season);
  for (const side of ["champion", "runnerUp"] as const) {
    const slug = entry[side];
    if (slug !== null && teamLeague.get(slug) !== league) issue([side], `'${slug}' is no team of the league ${league}`);
  }
  if (entry.champion !== null && entry.champion === entry.runnerUp) issue(["runnerUp"], "the champion cannot be its own runner-up");
  if (entry.champion === null && (entry.runnerUp !== null || entry.result !== null || !entry.notes))
    issue(["champion"], "a season without a champion has no runner-up or result, and notes saying why");
  if ((entry.result === null) !== (entry.resultType === null || entry.resultType === "poll"))
    issue(["result"], "a game or series has a result; a poll or no title has none");
  if (entry.date !== undefined && ![entry.season, entry.season + 1].includes(Number(entry.date.slice(0, 4))))
    issue(["date"], `not in the season ${String(entry.season)}`);
}

function checkDecidingGame(
  entry: DecidingGameResult,
  champions: ChampionResult[],
  issue: (path: (string | number)[], message: string) => void,
) {
  const title = champions.find((candidate) => candidate.championship === entry.championship && candidate.season === entry.season);
  if (title?.resultType !== "series" || title.result === null) {
    issue(["season"], "no series result for this championship and season in this file's champions");
    return;
  }
  const [won = 0, lost = 0] = title.result.split("–").map(Number);
  if (entry.game < won + lost)
    issue(["game"], `the deciding game of a ${title.result} series is game ${String(won + lost)} (or later, after ties)`);
  if (![entry.season, entry.season + 1].includes(Number(entry.date.slice(0, 4))))
    issue(["date"], `not in the season ${String(entry.season)}`);
}

/** The file: its champions and deciding games, checked entry by entry and against the curated titles. */
export const resultsFileSchema = (curated: CuratedTitles = CHAMPIONS) =>
  z.strictObject({ champions: z.array(championResult), decidingGames: z.array(decidingGameResult) }).superRefine((file, context) => {
    const seen = new Set<string>();
    file.champions.forEach((entry, index) => {
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: "custom", path: ["champions", index, ...path], message });
      const key = `${entry.championship} ${String(entry.season)}`;
      if (seen.has(key)) issue(["season"], `a second entry for ${key}`);
      seen.add(key);
      checkChampion(entry, curated, issue);
    });
    file.decidingGames.forEach((entry, index) =>
      checkDecidingGame(entry, file.champions, (path, message) =>
        context.addIssue({ code: "custom", path: ["decidingGames", index, ...path], message }),
      ),
    );
  });

export type ResultsFile = z.infer<ReturnType<typeof resultsFileSchema>>;
