// The season page's document title and meta description (issue #16), from its data alone.
import { formatCount } from "@tl/data/shared";
import type { SeasonPage } from "@tl/data/seasons";
import type { PageMeta } from "../../../app/page-meta";

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "the New York Yankees won the World Series 4–0 over the Pittsburgh Pirates"; null where no title is recorded. */
function titleClause(season: SeasonPage): string | null {
  const { champion, runnerUp, championshipName, finalResult, result, resultNote } = season;
  if (result === "not_awarded") return resultNote ?? "no title was awarded";
  if (champion === null) return null;
  const score = finalResult ? ` ${finalResult}` : "";
  const over = runnerUp ? ` over the ${runnerUp.fullName}` : "";
  return `the ${champion.fullName} won the ${championshipName ?? "title"}${score}${over}`;
}

/** "Standings of 16 teams, 1 postseason series and the leaders in 7 statistics"; null where the page holds none of them. */
function contents(season: SeasonPage): string | null {
  const teams = season.standings.reduce((sum, group) => sum + group.rows.length, 0);
  const parts = [
    teams > 0 ? `standings of ${plural(teams, "team", "teams")}` : null,
    season.series.length > 0 ? plural(season.series.length, "postseason series", "postseason series") : null,
    season.leaders.length > 0 ? `the leaders in ${plural(season.leaders.length, "statistic", "statistics")}` : null,
  ].filter((part) => part !== null);
  const last = parts.pop();
  if (last === undefined) return null;
  const list = parts.length > 0 ? `${parts.join(", ")} and ${last}` : last;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)}`;
}

const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** "1927 MLB season: standings, playoffs and leaders" and what the page holds. */
export function seasonMeta(season: SeasonPage): PageMeta {
  const league = season.leagueName ? ` (${season.leagueName})` : "";
  const title = titleClause(season);
  const held = contents(season);
  return {
    title: `${season.name}: standings, playoffs and leaders`,
    description: [sentence(`${season.name}${league}${title ? `: ${title}` : ""}`), held && sentence(held)].filter(Boolean).join(" "),
  };
}
