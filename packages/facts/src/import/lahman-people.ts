// People.csv → people rows with deterministic slugs. Their careers as players are
// lahman-careers.ts's, as managers lahman-managers.ts's.
import type { CsvRow } from "../datasets/csv";
import { slugify } from "../shared/slug";
import { dateOf, heightText, intOrNull, placeOf } from "./lahman-util";

export interface PersonRow {
  slug: string;
  firstName: string | null;
  lastName: string;
  fullName: string;
  birthDate: string | null;
  birthPlace: string | null;
  deathDate: string | null;
  height: string | null;
  weight: number | null;
  sourceKey: string;
}

/**
 * People rows, slugged "first-last"; of people sharing a name the earliest debut (then
 * playerID) keeps the plain slug and the rest get "-<playerID>", as does anyone whose slug
 * another person already holds (`owners`: slug → that row's sourceKey).
 */
export function personRows(rows: CsvRow[], owners: Map<string, string | null>): PersonRow[] {
  const people = rows.map((row) => {
    const first = row.nameFirst?.trim() || null;
    const last = row.nameLast?.trim() ?? "";
    return {
      row,
      person: {
        slug: slugify([first, last].filter(Boolean).join(" ")),
        firstName: first,
        lastName: last,
        fullName: [first, last].filter(Boolean).join(" "),
        birthDate: dateOf(row.birthYear, row.birthMonth, row.birthDay),
        birthPlace: placeOf(row.birthCity, row.birthState, row.birthCountry),
        deathDate: dateOf(row.deathYear, row.deathMonth, row.deathDay),
        height: heightText(row.height),
        weight: intOrNull(row.weight),
        sourceKey: `lahman:${row.playerID ?? ""}`,
      },
    };
  });
  const debut = (row: CsvRow) => row.debut || "9999";
  people.sort((a, b) => debut(a.row).localeCompare(debut(b.row)) || (a.row.playerID ?? "").localeCompare(b.row.playerID ?? ""));
  const used = new Set<string>();
  return people.map(({ row, person }) => {
    const holder = owners.get(person.slug);
    const taken = used.has(person.slug) || (holder !== undefined && holder !== person.sourceKey);
    const slug = taken ? `${person.slug}-${(row.playerID ?? "").toLowerCase()}` : person.slug;
    used.add(slug);
    return { ...person, slug };
  });
}
