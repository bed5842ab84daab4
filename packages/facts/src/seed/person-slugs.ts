// The slugs of the people our facts create. Decided over all our facts (not the titles a
// database holds), so a person's slug does not depend on which titles were seeded.
import { people } from "@tl/db/schema";
import { CHAMPIONS } from "../curated/champions/index";
import { championshipLeague, namesIn, personKey, type PersonKey } from "../curated/people";
import { slugify } from "../shared/slug";
import type { Transaction } from "./finals";
import type { Person } from "./titles";

/** Base slugs shared by two of our people (the two Larry Browns) get the sport on both. */
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

/** Each new person's slug: the name's, with the sport where two of our people share it, and a number where it is taken. */
export async function freeSlugs(tx: Transaction, fresh: Person[]): Promise<Map<PersonKey, string>> {
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
