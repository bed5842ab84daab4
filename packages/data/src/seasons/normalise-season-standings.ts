// The season's standings (issue #16), a group per division (or conference, or the whole league),
// each row's playoff result worded as the franchise page words it.
import { numberOr, textOr } from "../shared/loose";
import { playoffOutcomeOf, playoffText } from "../teams/normalise-team-season";
import type { RawStandingGroup } from "./raw-season-page";
import type { SeasonStandingGroup, SeasonStandingRow } from "./season-page";
import { seasonTeam } from "./normalise-season-team";

type RawStanding = NonNullable<RawStandingGroup["teams"]>[number];

function standingRow(raw: RawStanding, index: number): SeasonStandingRow {
  const team = seasonTeam(raw.team);
  const playoffResult = playoffOutcomeOf(raw.playoff_result);
  return {
    key: `${team.slug ?? team.fullName}#${String(index)}`,
    team,
    rank: numberOr(null, raw.rank),
    gamesBehind: numberOr(null, raw.games_behind),
    wins: numberOr(null, raw.wins),
    losses: numberOr(null, raw.losses),
    ties: numberOr(null, raw.ties),
    overtimeLosses: numberOr(null, raw.overtime_losses),
    winPercentage: numberOr(null, raw.win_percentage),
    gamesPlayed: numberOr(null, raw.games_played),
    playoffResult,
    playoffs: playoffText(playoffResult, textOr(raw.playoff_round, null)),
  };
}

/** Groups as the API orders them; a group is titled by its division, else its conference, else the league. */
export function standingGroups(raw: readonly RawStandingGroup[] | null | undefined, leagueName: string | null): SeasonStandingGroup[] {
  return (raw ?? []).flatMap((group, index) => {
    const conference = textOr(group.conference, null);
    const division = textOr(group.division, null);
    const rows = (group.teams ?? []).map(standingRow);
    if (rows.length === 0) return [];
    const title = division ?? conference ?? leagueName ?? "Standings";
    return [{ key: `${title}#${String(index)}`, title, within: division === null ? null : conference, rows }];
  });
}
