// The people of the titles: every MVP and winning coach the champions name becomes one person
// (curated/people.ts says who is the same person), with a player role (MVPs) or a coach role
// (coaches) in the title's league, linked from the titles. Works from the champions rows in the
// database, so it serves both the first seed and a database seeded before people existed; and it
// is idempotent: a person is found again by curated_key, or by the source key an import gave it.
//
// What a role says, and why no more:
//   - is_active is false. Our facts say a person won a title, never that they work today, and an
//     active flag we cannot stand behind would mislead; an importer that knows better (the
//     person appears in its latest season) sets it.
//   - current_team is the team of the person's latest title in that league: for a coach the
//     champion; for an MVP the side our facts say he played for (mvpSide), else none. It is the
//     team the person is last known with, as the importers record it for retired people.
//   - position: "Manager" for a World Series manager, "Head Coach" for the other coaches (what
//     the facts record them as); none for players, as our facts name no positions.
//   - no birth date, record or statistic: the importers add what their datasets know.
import type { Database } from "@tl/db/client";
import { championMvps, champions, championships, coaches, leagues, people, players, seasons, sports } from "@tl/db/schema";
import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { CHAMPIONS } from "../curated/champions/index";
import { championshipLeague, mvpSide, namesIn, personKey, splitName, type PersonKey } from "../curated/people";
import { PERSON_IDS } from "../curated/person-ids";
import type { SportSlug } from "../curated/reference";
import type { ChampionFacts } from "../curated/types";
import { slugify } from "../shared/slug";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Title {
  championId: number;
  championship: string;
  leagueSlug: string;
  leagueId: number;
  sport: SportSlug;
  season: number;
  teamId: number | null;
  runnerUpTeamId: number | null;
  mvpName: string | null;
  coachName: string | null;
}

interface Person {
  key: PersonKey;
  name: string;
  sport: SportSlug;
  titles: { title: Title; role: "mvp" | "coach" }[];
}

const factOf = (title: Title): ChampionFacts | undefined => CHAMPIONS[title.championship]?.find((fact) => fact.season === title.season);

/** The team an MVP played for in a title, when our facts know it. */
function mvpTeam(title: Title): number | null {
  const fact = factOf(title);
  const side = fact ? mvpSide(title.championship, fact) : null;
  return side === "champion" ? title.teamId : side === "runnerUp" ? title.runnerUpTeamId : null;
}

/**
 * Base slugs shared by two of our people (the two Larry Browns) get the sport on both, decided
 * over all our facts so a person's slug does not depend on which titles a database holds.
 */
const sharedSlugs: Set<string> = (() => {
  const owners = new Map<string, Set<PersonKey>>();
  for (const [championship, facts] of Object.entries(CHAMPIONS)) {
    const { sport } = championshipLeague(championship);
    for (const fact of facts) {
      for (const name of [...(fact.mvp ? namesIn(fact.mvp) : []), ...(fact.coach ? [fact.coach] : [])]) {
        const base = slugify(name);
        owners.set(base, (owners.get(base) ?? new Set<PersonKey>()).add(personKey(sport, name)));
      }
    }
  }
  return new Set([...owners].filter(([, keys]) => keys.size > 1).map(([base]) => base));
})();

async function titlesOf(tx: Transaction): Promise<Title[]> {
  return tx
    .select({
      championId: champions.id,
      championship: championships.slug,
      leagueSlug: leagues.slug,
      leagueId: leagues.id,
      sport: sql<SportSlug>`${sports.slug}`,
      season: seasons.startYear,
      teamId: champions.teamId,
      runnerUpTeamId: champions.runnerUpTeamId,
      mvpName: champions.mvpName,
      coachName: champions.coachName,
    })
    .from(champions)
    .innerJoin(championships, eq(champions.championshipId, championships.id))
    .innerJoin(leagues, eq(championships.leagueId, leagues.id))
    .innerJoin(sports, eq(leagues.sportId, sports.id))
    .innerJoin(seasons, eq(champions.seasonId, seasons.id))
    .where(or(isNotNull(champions.mvpName), isNotNull(champions.coachName)));
}

/** Whether some title names an MVP or coach not linked to a person yet. */
export async function peopleMissing(db: Database | Transaction): Promise<boolean> {
  const [row] = await db
    .select({ id: champions.id })
    .from(champions)
    .where(
      or(
        and(isNotNull(champions.coachName), isNull(champions.coachPersonId)),
        and(isNotNull(champions.mvpName), sql`not exists (select 1 from ${championMvps} where ${championMvps.championId} = ${champions.id})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface PeopleOutcome {
  /** People created from our facts. */
  created: number;
  /** People already there (from an import) that our facts were linked to. */
  merged: number;
}

export async function writePeople(tx: Transaction): Promise<PeopleOutcome> {
  const titles = await titlesOf(tx);
  const persons = new Map<PersonKey, Person>();
  const add = (title: Title, name: string, role: "mvp" | "coach") => {
    const key = personKey(title.sport, name);
    const person = persons.get(key) ?? { key, name, sport: title.sport, titles: [] };
    person.titles.push({ title, role });
    persons.set(key, person);
  };
  for (const title of titles) {
    for (const name of title.mvpName ? namesIn(title.mvpName) : []) add(title, name, "mvp");
    if (title.coachName) add(title, title.coachName, "coach");
  }
  if (persons.size === 0) return { created: 0, merged: 0 };

  // People there already: ours from an earlier run, or an import's with the source key we know.
  const keys = [...persons.keys()];
  const sourceKeys = keys.flatMap((key) => (PERSON_IDS[key] ? [PERSON_IDS[key]] : []));
  const existing = await tx
    .select({ id: people.id, slug: people.slug, curatedKey: people.curatedKey, sourceKey: people.sourceKey })
    .from(people)
    .where(or(inArray(people.curatedKey, keys), sourceKeys.length > 0 ? inArray(people.sourceKey, sourceKeys) : undefined));
  const byCurated = new Map(existing.filter((row) => row.curatedKey).map((row) => [row.curatedKey, row]));
  const bySource = new Map(existing.filter((row) => row.sourceKey).map((row) => [row.sourceKey, row]));

  const ids = new Map<PersonKey, number>();
  let merged = 0;
  const fresh: Person[] = [];
  for (const person of persons.values()) {
    const sourceKey = PERSON_IDS[person.key] ?? null;
    const found = byCurated.get(person.key) ?? (sourceKey ? bySource.get(sourceKey) : undefined);
    if (!found) {
      fresh.push(person);
      continue;
    }
    ids.set(person.key, found.id);
    if (found.curatedKey === person.key) continue;
    // An imported person our facts name: ours from now on, under our spelling.
    await tx
      .update(people)
      .set({ curatedKey: person.key, fullName: person.name, ...splitName(person.name) })
      .where(eq(people.id, found.id));
    merged += 1;
  }

  const slugs = await freeSlugs(tx, fresh);
  const inserted =
    fresh.length === 0
      ? []
      : await tx
          .insert(people)
          .values(fresh.map((person) => ({ slug: slugs.get(person.key) ?? "", fullName: person.name, ...splitName(person.name), curatedKey: person.key, sourceKey: PERSON_IDS[person.key] ?? null })))
          .returning({ id: people.id, curatedKey: people.curatedKey });
  for (const row of inserted) if (row.curatedKey) ids.set(row.curatedKey as PersonKey, row.id);

  await writeRoles(tx, [...persons.values()], ids);
  await linkTitles(tx, titles, ids);
  return { created: inserted.length, merged };
}

/** Each new person's slug: the name's, with the sport where two of our people share it, and a number where it is taken. */
async function freeSlugs(tx: Transaction, fresh: Person[]): Promise<Map<PersonKey, string>> {
  const slugs = new Map<PersonKey, string>();
  if (fresh.length === 0) return slugs;
  const taken = new Set((await tx.select({ slug: people.slug }).from(people)).map((row) => row.slug));
  for (const person of [...fresh].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const name = slugify(person.name) || "person";
    const base = sharedSlugs.has(name) ? `${name}-${person.sport}` : name;
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${String(n)}`;
    taken.add(slug);
    slugs.set(person.key, slug);
  }
  return slugs;
}

/** A role per person and league: players for MVPs, coaches for coaches. A role an import made is left as it is. */
async function writeRoles(tx: Transaction, persons: Person[], ids: Map<PersonKey, number>) {
  const roles = (role: "mvp" | "coach") =>
    persons.flatMap((person) => {
      const personId = ids.get(person.key);
      if (personId === undefined) return [];
      const byLeague = new Map<number, Title[]>();
      for (const t of person.titles.filter((entry) => entry.role === role)) byLeague.set(t.title.leagueId, [...(byLeague.get(t.title.leagueId) ?? []), t.title]);
      return [...byLeague].map(([leagueId, titles]) => {
        const latest = [...titles].sort((a, b) => b.season - a.season);
        const team = role === "coach" ? (latest[0]?.teamId ?? null) : (latest.map(mvpTeam).find((id) => id !== null) ?? null);
        return { personId, leagueId, currentTeamId: team, leagueSlug: latest[0]?.leagueSlug ?? "" };
      });
    });
  const playerRows = roles("mvp").map(({ leagueSlug: _league, ...row }) => ({ ...row, isActive: false }));
  const coachRows = roles("coach").map(({ leagueSlug, ...row }) => ({ ...row, position: leagueSlug === "mlb" ? "Manager" : "Head Coach", isActive: false }));
  if (playerRows.length > 0) await tx.insert(players).values(playerRows).onConflictDoNothing({ target: [players.personId, players.leagueId] });
  if (coachRows.length > 0) await tx.insert(coaches).values(coachRows).onConflictDoNothing({ target: [coaches.personId, coaches.leagueId] });
}

/** champions.coach_person_id, champions.mvp_person_id (one MVP) and every MVP in champion_mvps. */
async function linkTitles(tx: Transaction, titles: Title[], ids: Map<PersonKey, number>) {
  const idOf = (title: Title, name: string) => ids.get(personKey(title.sport, name));
  const coachLinks = titles.flatMap((title) => {
    const id = title.coachName ? idOf(title, title.coachName) : undefined;
    return id === undefined ? [] : [sql`(${title.championId}::int, ${id}::int)`];
  });
  const mvpRows = titles.flatMap((title) =>
    (title.mvpName ? namesIn(title.mvpName) : []).flatMap((name) => {
      const personId = idOf(title, name);
      return personId === undefined ? [] : [{ championId: title.championId, personId, teamId: mvpTeam(title), single: namesIn(title.mvpName ?? "").length === 1 }];
    }),
  );
  const soleMvps = mvpRows.filter((row) => row.single).map((row) => sql`(${row.championId}::int, ${row.personId}::int)`);
  if (coachLinks.length > 0)
    await tx.execute(sql`update ${champions} set coach_person_id = v.person from (values ${sql.join(coachLinks, sql`, `)}) as v(id, person) where ${champions.id} = v.id`);
  if (soleMvps.length > 0) await tx.execute(sql`update ${champions} set mvp_person_id = v.person from (values ${sql.join(soleMvps, sql`, `)}) as v(id, person) where ${champions.id} = v.id`);
  if (mvpRows.length > 0)
    await tx
      .insert(championMvps)
      .values(mvpRows.map(({ single: _single, ...row }) => row))
      .onConflictDoUpdate({ target: [championMvps.championId, championMvps.personId], set: { teamId: sql`excluded.team_id` } });
}
