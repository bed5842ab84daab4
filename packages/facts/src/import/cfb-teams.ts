// College football programs of cfbfastR's 2025 schedule. The file names each team once, school
// and nickname together ("North Dakota State Bison"): the nickname is the last word, or one of
// the two-word nicknames below. A school our curated facts hold (curated/teams/college-football.ts)
// is that program; any other becomes a team keyed "cfbfastr:<ESPN id>" under the file's names.
import { leagues, teams } from "@tl/db/schema";
import { eq } from "drizzle-orm";
import { COLLEGE_FOOTBALL_TEAMS } from "../curated/teams/college-football";
import { slugify } from "../shared/slug";
import { excludedColumns } from "../shared/upsert";
import type { Transaction } from "./types";

/** Every nickname of more than one word in the 2025 file (cfb-teams.test.ts checks the split on all of it). */
export const TWO_WORD_NICKNAMES = [
  "Black Bears",
  "Black Knights",
  "Blue Devils",
  "Blue Hens",
  "Blue Raiders",
  "Crimson Tide",
  "Demon Deacons",
  "Fighting Camels",
  "Fighting Hawks",
  "Fighting Illini",
  "Fighting Irish",
  "Golden Bears",
  "Golden Eagles",
  "Golden Flashes",
  "Golden Gophers",
  "Golden Hurricane",
  "Golden Lions",
  "Great Danes",
  "Green Wave",
  "Horned Frogs",
  "Mean Green",
  "Nittany Lions",
  "Ragin' Cajuns",
  "Rainbow Warriors",
  "Red Flash",
  "Red Raiders",
  "Red Wolves",
  "Runnin' Bulldogs",
  "Scarlet Knights",
  "Sun Devils",
  "Tar Heels",
  "Thundering Herd",
  "Wolf Pack",
  "Yellow Jackets",
];

/** "North Dakota State Bison" → North Dakota State / Bison; "Penn State Nittany Lions" → Penn State / Nittany Lions. */
export function splitProgram(full: string): { school: string; nickname: string } {
  const nickname = TWO_WORD_NICKNAMES.find((name) => full.endsWith(` ${name}`)) ?? full.slice(full.lastIndexOf(" ") + 1);
  return { school: full.slice(0, full.length - nickname.length - 1), nickname };
}

export interface FileTeam {
  id: string;
  full: string;
  abbreviation: string;
}

export interface CfbTeamRef {
  id: number;
  slug: string;
}

/** Every team of the file: a curated program by its school, else a team of ours keyed by the file's id. Returns our teams by file id. */
export async function writeCfbTeams(
  tx: Transaction,
  fileTeams: readonly FileTeam[],
): Promise<{ refs: Map<string, CfbTeamRef>; added: number }> {
  const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, "ncaa-fbs"));
  if (!league) throw new Error("the ncaa-fbs league is not seeded; start the server (or seed) before importing");
  const stored = await tx.select({ id: teams.id, slug: teams.slug, sourceKey: teams.sourceKey }).from(teams);
  const idOfSlug = new Map(stored.map((row) => [row.slug, row.id]));
  const owners = new Map(stored.map((row) => [row.slug, row.sourceKey]));
  const curated = new Map(COLLEGE_FOOTBALL_TEAMS.map((team) => [team.city, team.slug]));
  const refs = new Map<string, CfbTeamRef>();
  const others = fileTeams.flatMap((team) => {
    const { school, nickname } = splitProgram(team.full);
    const curatedSlug = curated.get(school) ?? "";
    const known = idOfSlug.get(curatedSlug);
    if (known !== undefined) {
      refs.set(team.id, { id: known, slug: curatedSlug });
      return [];
    }
    const sourceKey = `cfbfastr:${team.id}`;
    const base = `${slugify(`${school.replace(/&/g, "")} ${nickname}`)}-football`;
    const slug = owners.has(base) && owners.get(base) !== sourceKey ? `${base}-${team.id}` : base;
    owners.set(slug, sourceKey);
    return [
      {
        slug,
        leagueId: league.id,
        city: school,
        name: nickname,
        abbreviation: team.abbreviation,
        shortName: nickname,
        country: "USA",
        sourceKey,
      },
    ];
  });
  if (others.length === 0) return { refs, added: 0 };
  const written = await tx
    .insert(teams)
    .values(others)
    .onConflictDoUpdate({ target: teams.sourceKey, set: excludedColumns(["city", "name", "abbreviation", "shortName"]) })
    .returning({ id: teams.id, slug: teams.slug, sourceKey: teams.sourceKey });
  for (const row of written) refs.set(row.sourceKey?.replace("cfbfastr:", "") ?? "", { id: row.id, slug: row.slug });
  return { refs, added: others.length };
}
