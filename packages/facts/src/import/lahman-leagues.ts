// Which of our leagues a Lahman lgID belongs to: a Negro League lgID (curated/reference.ts
// NEGRO_LEAGUES) is a league of its own; every other code (AL, NL, AA, UA, PL, FL, NA) is MLB.
import { leagues } from "@tl/db/schema";
import { eq, inArray } from "drizzle-orm";
import { LEAGUES, NEGRO_LEAGUES } from "../curated/reference";
import type { Transaction } from "./types";

export const MLB = "mlb";

const NEGRO_SLUGS = new Map(NEGRO_LEAGUES.map(([lgID, slug]) => [lgID, slug]));

/** Our league slug for a Lahman lgID. */
export const leagueSlugOf = (lgID: string): string => NEGRO_SLUGS.get(lgID) ?? MLB;

/** Every league slug Lahman rows can belong to, MLB first. */
export const LAHMAN_LEAGUES: readonly string[] = [MLB, ...NEGRO_SLUGS.values()];

/**
 * The ids of MLB and the Negro Leagues. MLB must be seeded; a Negro League missing from a
 * database seeded before they were added is created here, as the seed would (baseball, MLB's level).
 */
export async function lahmanLeagueIds(tx: Transaction): Promise<Map<string, number>> {
  const [mlb] = await tx.select().from(leagues).where(eq(leagues.slug, MLB));
  if (!mlb) throw new Error("the MLB league is not seeded; start the server (or seed) before importing");
  const facts = LEAGUES.filter((league) => LAHMAN_LEAGUES.includes(league.slug) && league.slug !== MLB);
  await tx
    .insert(leagues)
    .values(
      facts.map(({ slug, name, abbreviation, foundedYear }) => ({
        slug,
        name,
        abbreviation,
        foundedYear,
        sportId: mlb.sportId,
        levelId: mlb.levelId,
      })),
    )
    .onConflictDoNothing({ target: leagues.slug });
  const rows = await tx
    .select({ id: leagues.id, slug: leagues.slug })
    .from(leagues)
    .where(inArray(leagues.slug, [...LAHMAN_LEAGUES]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}
