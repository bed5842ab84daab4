// The season's leaders (issue #16): the top five in each of the sport's main counting
// statistics, titled for a reader ("Home runs", not home_runs).
import { formatStat, statLabel } from "../shared/format";
import { capitalise, numberOr, textOr } from "../shared/loose";
import type { RawLeaderBoard } from "./raw-season-page";
import type { SeasonLeaderBoard } from "./season-page";
import { seasonTeamOrNull } from "./normalise-season-team";

/** The player-season kinds (contract LEADER_KINDS) as headings. */
const GROUPS: Record<string, string> = { batting: "Batting", pitching: "Pitching", skater: "Skaters", goalie: "Goalies" };

/** The statistics whose key does not read well with its underscores as spaces. */
const TITLES: Record<string, string> = { rbi: "Runs batted in", pitching_strikeouts: "Strikeouts" };

export function normaliseLeaderBoard(raw: RawLeaderBoard, index: number): SeasonLeaderBoard {
  const kind = textOr(raw.kind, "");
  const stat = textOr(raw.stat, "");
  const leaders = (raw.leaders ?? []).map((leader, at) => {
    const fullName = textOr(leader.person?.full_name, "N/A");
    return {
      key: `${textOr(leader.person?.slug, fullName)}#${String(at)}`,
      rank: numberOr(at + 1, leader.rank),
      person: { slug: textOr(leader.person?.slug, null), fullName },
      team: seasonTeamOrNull(leader.team),
      value: formatStat(stat, leader.value),
    };
  });
  return {
    key: `${kind}-${stat}-${String(index)}`,
    title: TITLES[stat] ?? capitalise(statLabel(stat)),
    group: GROUPS[kind] ?? capitalise(kind),
    leaders,
  };
}
