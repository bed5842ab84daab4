// The Players screen's tiles and dropdown options (spec §2 Players) from
// /api/people/players/summary/, so the browser never sums 27,000 rows itself. The counts and
// sums honour every filter; the option lists (sports, positions, teams) only the sport and
// level filters, so a dropdown keeps its options once another filter is chosen.
import { labelTeams } from "../shared/label-teams";
import { numberOr, textOr } from "../shared/loose";
import { teamFullName, teamOptionYears } from "../shared/team-option";
import type { PlayerSummary } from "./player-summary";
import type { RawPlayerSummary } from "./raw-player-summary";

/** Options without a slug cannot be chosen (the filter sends the slug), so they are left out. */
export function normalisePlayerSummary(raw: RawPlayerSummary): PlayerSummary {
  const sports = (raw.sports ?? []).flatMap((sport) => {
    const name = textOr(sport.name, null);
    const slug = textOr(sport.slug, null) ?? name?.toLowerCase() ?? null;
    return name && slug ? [{ slug, name, abbreviation: textOr(sport.abbreviation, null) }] : [];
  });
  const positions = [...new Set((raw.positions ?? []).flatMap((position) => textOr(position, null) ?? []))];
  const named = (raw.teams ?? []).flatMap((team) => {
    const slug = textOr(team.slug, null);
    if (!slug) return [];
    const abbreviation = textOr(team.abbreviation, null) ?? textOr(team.name, null) ?? slug;
    return [
      {
        slug,
        abbreviation,
        fullName: teamFullName(team) ?? abbreviation,
        sportName: textOr(team.sport_name, null),
        ...teamOptionYears(team),
      },
    ];
  });
  const teams = labelTeams(named).map(({ slug, abbreviation, label, sportName }) => ({ slug, abbreviation, label, sportName }));
  return {
    count: numberOr(0, raw.count),
    active: numberOr(0, raw.active),
    championships: numberOr(null, raw.championships),
    allStarSelections: numberOr(null, raw.all_star_selections),
    sports,
    positions,
    teams,
  };
}
