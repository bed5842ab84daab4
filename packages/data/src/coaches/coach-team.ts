// The team a coach card names: the current one, Free Agent, or a former coach's last club.
import { textOr } from "../shared/loose";
import type { RawCoach } from "./raw-coach";

export interface CoachTeam {
  name: string;
  city: string;
  /** null when no team is known (NO_COACH_TEAM_RECORDED). */
  abbreviation: string | null;
  slug: string | null;
  /**
   * "Boston Red Sox"; 'Free Agent' when a coach who may be working has no team; for one who is
   * not, his last club where the API knows it, else NO_COACH_TEAM_RECORDED.
   */
  fullName: string;
  /** The season of a former coach's last club, labelled ("2001-02"), where the API sends it. */
  season: string | null;
}

/** A coach who is not active and has no team is not a free agent: his last club is not known to us. */
export const NO_COACH_TEAM_RECORDED = "Last team not recorded";

const FREE_AGENT: CoachTeam = { name: "Free Agent", city: "", abbreviation: "FA", slug: null, fullName: "Free Agent", season: null };
const NOT_RECORDED: CoachTeam = {
  name: NO_COACH_TEAM_RECORDED,
  city: "",
  abbreviation: null,
  slug: null,
  fullName: NO_COACH_TEAM_RECORDED,
  season: null,
};

/**
 * The API's team object, plain text, or nothing. Nothing is 'Free Agent' / 'FA' (spec §3, as
 * for players) for a coach who may be working; for one who is not, his last club is not
 * known (issue #13: a card states only what is so).
 */
export function normaliseCoachTeam(raw: RawCoach["current_team"], former: boolean): CoachTeam {
  const working = !former;
  if (typeof raw === "string") {
    const name = textOr(raw, null);
    if (name === null) return working ? FREE_AGENT : NOT_RECORDED;
    return { name, city: "", abbreviation: name.slice(0, 3).toUpperCase(), slug: null, fullName: name, season: null };
  }
  const name = textOr(raw?.name, null);
  const city = textOr(raw?.city, "");
  if (name === null) return working ? FREE_AGENT : NOT_RECORDED;
  const season = textOr(raw?.season_label, null) ?? (typeof raw?.season === "number" ? String(raw.season) : null);
  return {
    name,
    city,
    // A former coach's club of a past season keeps only an abbreviation the API sends for it.
    abbreviation: textOr(raw?.abbreviation, null) ?? (season === null ? name.slice(0, 3).toUpperCase() : null),
    slug: textOr(raw?.slug, null),
    fullName: city ? `${city} ${name}` : name,
    season,
  };
}
