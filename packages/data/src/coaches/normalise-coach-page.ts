// Issue #16: a coach's page with its defaults: the card's fields (normalise-coach.ts) and the
// page's titles, awards by year and career totals. Any field may be missing (spec §3).
import { textOr } from "../shared/loose";
import { awardsByYear, levelOfLeague, personTitles } from "../shared/person-page";
import type { CoachPage } from "./coach-page";
import { normaliseCoach } from "./normalise-coach";
import { normaliseCoachSeason } from "./normalise-coach-season";
import type { RawCoachPage } from "./raw-coach-page";

/** `slug` is the page's own: the URL is what the visitor asked for. */
export function normaliseCoachPage(raw: RawCoachPage, slug: string, today: Date = new Date()): CoachPage {
  const coach = normaliseCoach(raw, 0, today);
  const sport = typeof raw.sport === "string" ? { name: raw.sport, slug: null } : raw.sport;
  const leagueSlug = textOr(raw.league?.slug, null);
  return {
    ...coach,
    slug: coach.slug ?? slug,
    sportSlug: textOr(sport?.slug, null) ?? (coach.sport ? coach.sport.toLowerCase() : null),
    levelSlug: levelOfLeague(leagueSlug),
    leagueName: textOr(raw.league?.name, null),
    // null: the API cannot list them completely (titles counted that have no champions row).
    titles: raw.titles === null ? null : personTitles(raw.titles),
    awardsByYear: awardsByYear(raw.awards_by_year),
    careerTotals: (raw.career_totals ?? []).map((row, index) => normaliseCoachSeason({ ...row, career: true }, index)),
  };
}
