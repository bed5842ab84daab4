// What the Champions screen and a championship's history derive from the rows.
import { compareNames } from "../shared/compare-names";
import { NOT_AVAILABLE_LONG, type Champion } from "./champion";
import type { NameLink } from "./name-links";

/** A detail's value, and the people it names with their pages (issue #16): /coaches/:slug or /players/:slug on the championship's site. */
export type ChampionDetail = [label: string, value: string, links: NameLink[]];

/** The coach's link, and each MVP's (co-MVPs each), where we hold the person. */
export const coachLinks = (champion: Champion): NameLink[] =>
  champion.coach !== null && champion.coachSlug !== null ? [{ kind: "coaches", slug: champion.coachSlug, name: champion.coach }] : [];
export const mvpLinks = (champion: Champion): NameLink[] =>
  champion.mvp === null ? [] : champion.mvpPeople.map((person) => ({ kind: "players", slug: person.slug, name: person.name }));

/** spec §2 Champions: head coach, MVP, championship and notes (if any), 'Not Available' when missing; the people linked where we hold them. */
export function championDetails(champion: Champion): ChampionDetail[] {
  return [
    ["Head Coach", champion.coach ?? NOT_AVAILABLE_LONG, coachLinks(champion)],
    ["MVP", champion.mvp ?? NOT_AVAILABLE_LONG, mvpLinks(champion)],
    ["Championship", champion.championshipName, []],
    ...(champion.notes ? [["Notes", champion.notes, []] satisfies ChampionDetail] : []),
  ];
}

export interface FranchiseTitles {
  key: string;
  /** The team's name as in its latest title ("Los Angeles Dodgers", not "Brooklyn Dodgers"). */
  team: string;
  titles: number;
  latestYear: number | null;
}

/** Titles per franchise (team_slug), most first, ties by name. Seasons with no title, and vacated titles, count for nobody. */
export function titlesByFranchise(champions: readonly Champion[]): FranchiseTitles[] {
  const byTeam = new Map<string, FranchiseTitles>();
  for (const champion of champions) {
    if (!champion.hasTitle || champion.vacated) continue;
    const key = champion.teamSlug ?? champion.team.toLowerCase();
    const entry = byTeam.get(key);
    if (!entry) {
      byTeam.set(key, { key, team: champion.team, titles: 1, latestYear: champion.seasonStartYear });
      continue;
    }
    entry.titles += 1;
    if ((champion.seasonStartYear ?? -Infinity) > (entry.latestYear ?? -Infinity)) {
      entry.team = champion.team;
      entry.latestYear = champion.seasonStartYear;
    }
  }
  return [...byTeam.values()].sort((a, b) => b.titles - a.titles || compareNames(a.team, b.team));
}

/** Newest season first; seasons without a year go last. The sort is stable. */
export function newestFirst(champions: readonly Champion[]): Champion[] {
  return [...champions].sort((a, b) => (b.seasonStartYear ?? -Infinity) - (a.seasonStartYear ?? -Infinity));
}
