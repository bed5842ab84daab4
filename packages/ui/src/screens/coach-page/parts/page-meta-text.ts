// The coach page's document title and meta description (issue #16), from its data alone.
import type { CoachPage } from "@tl/data/coaches";
import { formatCount, formatRecord } from "@tl/data/shared";
import type { PageMeta } from "../../../app/page-meta";

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "Scotty Bowman: record, titles and awards" and a sentence of what the page holds. */
export function coachMeta(coach: CoachPage): PageMeta {
  const name = coach.person.fullName;
  const [career] = coach.careerTotals;
  const where = [coach.leagueName, career?.years].filter(Boolean).join(", ");
  const record = career?.record ?? formatRecord(coach.record.wins, coach.record.losses, coach.record.ties);
  const facts = [
    record === "N/A" ? null : `a ${record} record`,
    career?.playoffRecord ? `${career.playoffRecord} in the playoffs` : null,
    plural(coach.championships, "title", "titles"),
  ].filter(Boolean);
  return {
    title: `${name}: record, titles and awards`,
    description: `${name}, ${coach.position.toLowerCase()}${where ? ` (${where})` : ""}: ${[...facts, "the record season by season with playoff results, and awards by year"].join(", ")}.`,
  };
}
