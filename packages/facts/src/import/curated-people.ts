// People our curated facts name (people.curated_key set, see seed/people.ts) may carry an
// import's source key, so the import updates them in place instead of adding a second person.
// Their names and slug stay the curated ones: the importer writes only the dataset's own facts
// (birth, death, height, weight) over them.
import { sql, type SQL } from "drizzle-orm";

const KEPT = { slug: "slug", firstName: "first_name", lastName: "last_name", fullName: "full_name" } as const;

/** The ON CONFLICT … DO UPDATE values of the name columns: the dataset's, unless the person is curated. */
export function namesUnlessCurated(): Record<keyof typeof KEPT, SQL> {
  return Object.fromEntries(
    Object.entries(KEPT).map(([key, column]) => [
      key,
      sql.raw(`case when "people"."curated_key" is null then excluded.${column} else "people".${column} end`),
    ]),
  ) as Record<keyof typeof KEPT, SQL>;
}
