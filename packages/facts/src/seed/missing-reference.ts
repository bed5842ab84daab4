// What a start adds to a database seeded by an earlier version: the sports, levels, leagues,
// championships and curated teams (with their names) added to the curated facts since. Rows
// already there are left as they are (an import may have written them); returns how many were added.
import * as schema from "@tl/db/schema";
import { CHAMPIONSHIPS } from "../curated/championships";
import { LEAGUES, LEVELS, SPORTS } from "../curated/reference";
import type { TeamFacts } from "../curated/types";
import { teamNameRows } from "../shared/team-names";
import type { Transaction } from "./finals";
import { referenceRows } from "./reference";
import { required } from "./required";

const idsBySlug = async (tx: Transaction, table: typeof schema.sports | typeof schema.levels | typeof schema.leagues) =>
  new Map((await tx.select({ id: table.id, slug: table.slug }).from(table)).map((row) => [row.slug, row.id]));

export async function writeMissingReference(tx: Transaction, teams: readonly TeamFacts[]): Promise<number> {
  const added = [
    ...(await tx
      .insert(schema.sports)
      .values([...SPORTS])
      .onConflictDoNothing()
      .returning({ id: schema.sports.id })),
    ...(await tx
      .insert(schema.levels)
      .values([...LEVELS])
      .onConflictDoNothing()
      .returning({ id: schema.levels.id })),
  ];
  const [sportIds, levelIds] = [await idsBySlug(tx, schema.sports), await idsBySlug(tx, schema.levels)];
  added.push(
    ...(await tx
      .insert(schema.leagues)
      .values(LEAGUES.map((league) => referenceRows.league(league, sportIds, levelIds)))
      .onConflictDoNothing()
      .returning({ id: schema.leagues.id })),
  );
  const leagueIds = await idsBySlug(tx, schema.leagues);
  added.push(
    ...(await tx
      .insert(schema.championships)
      .values(CHAMPIONSHIPS.map((championship) => referenceRows.championship(championship, leagueIds)))
      .onConflictDoNothing()
      .returning({ id: schema.championships.id })),
  );
  const newTeams = await tx
    .insert(schema.teams)
    .values(teams.map((team) => referenceRows.team(team, leagueIds)))
    .onConflictDoNothing()
    .returning({ id: schema.teams.id, slug: schema.teams.slug });
  const bySlug = new Map(teams.map((team) => [team.slug, team]));
  const names = newTeams.flatMap(({ id, slug }) => teamNameRows(required(bySlug, slug, "team")).map((row) => ({ ...row, teamId: id })));
  if (names.length > 0) await tx.insert(schema.teamNames).values(names);
  return added.length + newTeams.length;
}
