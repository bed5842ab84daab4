// The Coaches screen's tiles and options: counts 0 when missing, the average rounded (spec §2),
// options without a slug or name left out (the filter sends the slug).
import { numberOr, textOr, trimmedList } from "../shared/loose";
import { teamOptionYears } from "../shared/team-option";
import type { CoachSummary, SportOption, TeamOption } from "./coach-summary";
import type { RawCoachSummary } from "./raw-coach-summary";

export function normaliseCoachSummary(raw: RawCoachSummary): CoachSummary {
  const sports = (raw.sports ?? []).flatMap((sport): SportOption[] => {
    const name = textOr(sport.name, null);
    const slug = textOr(sport.slug, null) ?? name?.toLowerCase() ?? null;
    return name && slug ? [{ name, slug, abbreviation: textOr(sport.abbreviation, name.slice(0, 3).toUpperCase()) }] : [];
  });
  const teams = (raw.teams ?? []).flatMap((team): TeamOption[] => {
    const slug = textOr(team.slug, null);
    const name = textOr(team.name, null);
    if (!slug || !name) return [];
    return [
      {
        slug,
        name,
        abbreviation: textOr(team.abbreviation, name.slice(0, 3).toUpperCase()),
        city: textOr(team.city, ""),
        sportName: textOr(team.sport_name, null),
        ...teamOptionYears(team),
      },
    ];
  });
  return {
    count: numberOr(0, raw.count),
    active: numberOr(0, raw.active),
    championships: numberOr(0, raw.championships),
    averageYearsCoaching: Math.round(numberOr(0, raw.average_years_coaching)),
    sports,
    positions: trimmedList(raw.positions),
    teams,
  };
}
