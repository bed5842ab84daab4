// The team a player card names (spec §9, issue #13): the current one, Free Agent, or a former
// player's last club as it was called then.
import type { z } from "zod/mini";
import { cityAndName, textOr } from "../shared/loose";
import type { RawPlayer, rawPlayerTeamSchema } from "./raw-player";

export const FREE_AGENT = { name: "Free Agent", abbreviation: "FA" } as const;
/**
 * A player who is not active and has no team is not a free agent: his last club is not
 * known to us (the API names it where it is: the club of his last season, as it was called then).
 */
export const NO_TEAM_RECORDED = "Last team not recorded";

/**
 * The team a card names: the current one, or for a player who is not active his last club,
 * named as it was then, with that season ("Boston Braves", "1935").
 */
export interface PlayerTeam {
  slug: string | null;
  /** Default 'FA'; null where the API has none for the season (the 1935 Boston Braves) or no team is known. */
  abbreviation: string | null;
  /** City and name ('Los Angeles Angels'), 'Free Agent', or NO_TEAM_RECORDED. */
  displayName: string;
  city: string | null;
  name: string;
  /** The last season's label ("1935", "1998-99") when the team is a former player's last club. */
  season: string | null;
}

/** The season label of a former player's last club: as sent, else its start year. */
function seasonOf(team: z.infer<typeof rawPlayerTeamSchema>): string | null {
  return textOr(team.season_label, null) ?? (typeof team.season === "number" ? String(team.season) : null);
}

/**
 * spec §9: no team is 'Free Agent' / 'FA', for a player who may be playing; one who is not
 * active and has no team is NO_TEAM_RECORDED (issue #13: a card states only what is so).
 * A former player's last club keeps its abbreviation only where the API sends one.
 */
export function teamOf(raw: RawPlayer, former: boolean): PlayerTeam {
  const team = typeof raw.current_team === "string" ? { name: raw.current_team } : (raw.current_team ?? {});
  const name = textOr(team.name, null);
  const city = "city" in team ? textOr(team.city, null) : null;
  const abbreviation = "abbreviation" in team ? textOr(team.abbreviation, null) : null;
  const season = "slug" in team ? seasonOf(team) : null;
  if (!name) {
    if (former) return { slug: null, abbreviation: null, displayName: NO_TEAM_RECORDED, city: null, name: NO_TEAM_RECORDED, season: null };
    return {
      slug: null,
      abbreviation: abbreviation ?? FREE_AGENT.abbreviation,
      displayName: FREE_AGENT.name,
      city: null,
      name: FREE_AGENT.name,
      season: null,
    };
  }
  return {
    slug: "slug" in team ? textOr(team.slug, null) : null,
    abbreviation: abbreviation ?? (season === null ? FREE_AGENT.abbreviation : null),
    displayName: cityAndName(city, name),
    city,
    name,
    season,
  };
}
