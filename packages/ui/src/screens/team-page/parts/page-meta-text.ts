// The franchise page's document title and meta description (issue #16), from its data alone.
import { formatCount } from "@tl/data/shared";
import type { Franchise } from "@tl/data/teams";
import type { PageMeta } from "../../../app/page-meta";

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "New York Rangers: seasons, titles and records" and a sentence of what the page holds. */
export function franchiseMeta(franchise: Franchise): PageMeta {
  const { fullName, leagueName, championshipsWon, firstsAndBests } = franchise;
  const { firstSeason, lastSeason, seasons } = firstsAndBests;
  const league = leagueName ? ` (${leagueName})` : "";
  const titles = plural(championshipsWon, "title", "titles");
  const span =
    firstSeason === null
      ? "its names, titles and records"
      : `${plural(seasons, "season", "seasons")} from ${firstSeason.label}${
          lastSeason && lastSeason.label !== firstSeason.label ? ` to ${lastSeason.label}` : ""
        } with record, finish, playoff result and coach`;
  return {
    title: `${fullName}: seasons, titles and records`,
    description: `The ${fullName}${league}: ${titles}, ${span}.`,
  };
}
