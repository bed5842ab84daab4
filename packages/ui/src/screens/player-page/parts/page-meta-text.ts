// The player page's document title and meta description (issue #16), from its data alone.
import { formatCount } from "@tl/data/shared";
import type { PlayerPage } from "@tl/data/players";
import type { PageMeta } from "../../../app/page-meta";

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "Babe Ruth: stats, titles and awards" and a sentence of what the page holds. */
export function playerMeta(player: PlayerPage): PageMeta {
  const name = player.person.fullName;
  const where = [player.leagueName, player.years].filter(Boolean).join(", ");
  const counts = [
    player.championships === null ? null : plural(player.championships, "title", "titles"),
    player.allStarSelections === null ? null : plural(player.allStarSelections, "All-Star selection", "All-Star selections"),
  ].filter(Boolean);
  return {
    title: `${name}: stats, titles and awards`,
    description: `${name}, ${player.position.toLowerCase()}${where ? ` (${where})` : ""}: ${[...counts, "statistics season by season with career totals, awards by year and teams played for"].join(", ")}.`,
  };
}
