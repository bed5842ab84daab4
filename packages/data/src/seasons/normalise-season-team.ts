// A team as a season page names and links it, and a series' result as every screen writes it.
import { cityAndName, textOr } from "../shared/loose";
import type { RawSeasonTeam } from "./raw-season-page";
import type { SeasonTeam } from "./season-page";

/** The team with its franchise's slug; null when the API names nobody. */
export function seasonTeamOrNull(raw: RawSeasonTeam): SeasonTeam | null {
  const name = textOr(raw?.name, null);
  if (name === null) return null;
  return { slug: textOr(raw?.slug, null), fullName: cityAndName(textOr(raw?.city, null), name) };
}

export const seasonTeam = (raw: RawSeasonTeam): SeasonTeam => seasonTeamOrNull(raw) ?? { slug: null, fullName: "N/A" };

/** "4–0"; "4–3–1" with a tied game (the 1922 World Series). */
export function seriesResult(winnerWins: number, loserWins: number, ties: number): string {
  return [winnerWins, loserWins, ...(ties > 0 ? [ties] : [])].map(String).join("–");
}
