// Leagues by the slug the API uses, and year spans, as the Data Quality screen names them.
import { numberOr } from "../shared/loose";

/** The eight leagues the product covers (spec §1), by the slug the API uses. */
const LEAGUE_LABELS: Readonly<Record<string, string>> = {
  nfl: "NFL",
  nba: "NBA",
  mlb: "MLB",
  nhl: "NHL",
  "ncaa-fbs": "NCAA FBS Football",
  "ncaa-d1-mbb": "NCAA D-I Men's Basketball",
  "ncaa-d1-baseball": "NCAA D-I Baseball",
  "ncaa-d1-mih": "NCAA D-I Men's Ice Hockey",
};

export function leagueLabel(slug: string): string {
  return LEAGUE_LABELS[slug.toLowerCase()] ?? slug.toUpperCase();
}

/** 1917, 2017 → "1917–2017"; one year alone; 'N/A' when neither is known. */
export function yearSpan(first: number | null | undefined, last: number | null | undefined): string {
  const from = numberOr(null, first);
  const to = numberOr(null, last);
  if (from === null && to === null) return "N/A";
  if (from === null || to === null || from === to) return String(from ?? to);
  return `${String(from)}–${String(to)}`;
}
