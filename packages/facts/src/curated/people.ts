// The people our champions name: every MVP and every winning head coach becomes one person.
//
// Identity rule. A person is keyed by sport + the name exactly as the champions files write it
// ("football|Vince Lombardi"): the same name in two championships of one sport is one person
// (Vince Lombardi's two Super Bowls; Pete Carroll at USC and in Seattle; Magic Johnson's NCAA
// and NBA titles), and the same name in two sports is two people (Larry Brown, Super Bowl XXX
// MVP, is not Larry Brown the basketball coach). Names shared across championships or roles are
// reviewed in people.test.ts, so a new coincidence is noticed. Should two different people of one
// sport ever share a name, write them apart in the champions files (a middle initial) — never
// merge facts by guess.
//
// A person is also the same as a person of an imported dataset only where PERSON_IDS says so:
// there the seed gives the person that dataset's source key, so the importer updates it in place
// instead of adding a second "Joe Torre" (see person-ids.ts for the evidence behind each entry).
import { CHAMPIONSHIPS } from "./championships";
import { LEAGUES, type SportSlug } from "./reference";
import type { ChampionFacts } from "./types";

export type PersonKey = `${SportSlug}|${string}`;

export const personKey = (sport: SportSlug, name: string): PersonKey => `${sport}|${name}`;

/** Co-MVPs are written "A and B" or "A, B and C" (Super Bowl XII, 1981 and 2001 World Series). */
export const namesIn = (text: string): string[] => text.split(/, | and /).map((name) => name.trim());

/** The sport and league a championship belongs to. */
export function championshipLeague(slug: string): { league: string; sport: SportSlug } {
  const championship = CHAMPIONSHIPS.find((c) => c.slug === slug);
  const league = LEAGUES.find((l) => l.slug === championship?.league);
  if (!championship || !league) throw new Error(`unknown championship '${slug}'`);
  return { league: league.slug, sport: league.sport };
}

/**
 * Championships whose MVP award has gone to a player of the champion, save the seasons flagged
 * mvpOfRunnerUp in the facts (Chuck Howley, Jerry West, Bobby Richardson and six Conn Smythe
 * winners). For the college awards (Most Outstanding Player) our facts do not record the
 * player's team, so neither the link to a team nor a title is claimed for those players.
 */
export const MVP_OF_CHAMPION = new Set(["super-bowl", "nba-finals", "world-series", "stanley-cup-final"]);

/** Which side the MVP of a title played for, when our facts know it. */
export function mvpSide(championship: string, fact: ChampionFacts): "champion" | "runnerUp" | null {
  if (!MVP_OF_CHAMPION.has(championship)) return null;
  return fact.mvpOfRunnerUp ? "runnerUp" : "champion";
}

const SUFFIXES = new Set(["Jr.", "Sr.", "II", "III", "IV"]);
const PARTICLES = new Set(["La", "Le", "De", "Del", "Da", "Di", "Du", "Van", "Von", "St."]);

/**
 * "Tony La Russa" → Tony / La Russa; "Jackie Bradley Jr." → Jackie / Bradley Jr.; "A. J. Hinch"
 * → A. J. / Hinch. The last name is the last word with a generational suffix and a particle
 * before it; everything before is the first name. Only for sorting and search: the full name
 * shown is always the curated one.
 */
export function splitName(fullName: string): { firstName: string | null; lastName: string } {
  const words = fullName.split(/\s+/).filter(Boolean);
  let start = words.length - 1;
  if (start > 0 && SUFFIXES.has(words[start] ?? "")) start -= 1;
  if (start > 1 && PARTICLES.has(words[start - 1] ?? "")) start -= 1;
  const firstName = words.slice(0, start).join(" ");
  return { firstName: firstName || null, lastName: words.slice(start).join(" ") };
}
