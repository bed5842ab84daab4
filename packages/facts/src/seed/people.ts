// The people of the titles: every MVP and winning coach the champions name becomes one person
// (curated/people.ts says who is the same person), with a player role (MVPs) or a coach role
// (coaches) in the title's league, linked from the titles. Works from the champions rows in the
// database, so it serves both the first seed and a database seeded before people existed; and it
// is idempotent: a person is found again by curated_key, or by the source key an import gave it.
// The roles they get are person-roles.ts's to decide; the links from the titles, title-links.ts's.
import { people } from "@tl/db/schema";
import { eq, inArray, or } from "drizzle-orm";
import { namesIn, personKey, splitName, type PersonKey } from "../curated/people";
import { PERSON_IDS } from "../curated/person-ids";
import type { Transaction } from "./finals";
import { freeSlugs } from "./person-slugs";
import { writeRoles } from "./person-roles";
import { linkTitles } from "./title-links";
import { titlesOf, type Person, type Title } from "./titles";

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
          .values(
            fresh.map((person) => ({
              slug: slugs.get(person.key) ?? "",
              fullName: person.name,
              ...splitName(person.name),
              curatedKey: person.key,
              sourceKey: PERSON_IDS[person.key] ?? null,
            })),
          )
          .returning({ id: people.id, curatedKey: people.curatedKey });
  for (const row of inserted) if (row.curatedKey) ids.set(row.curatedKey as PersonKey, row.id);

  await writeRoles(tx, [...persons.values()], ids);
  await linkTitles(tx, titles, ids);
  return { created: inserted.length, merged };
}
