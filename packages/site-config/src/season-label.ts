// One season-label rule for every screen, card, award and API display name (issue #13):
// a sport whose season is named by one year shows that year (the 2024 NFL season, whose
// Super Bowl LIX was played in February 2025; the 2024 college football season, whose
// title game was played in January 2025); a sport whose season is named by two years shows
// both ("1993-94" for the NHL season whose Stanley Cup was won in June 1994).
import type { Sport } from "./types";

const TWO_YEAR_SPORTS: ReadonlySet<string> = new Set<Sport>(["basketball", "hockey"]);

/** True where a season is named by two years (basketball and hockey, at every level); takes a sport slug. */
export const namedByTwoYears = (sport: string): boolean => TWO_YEAR_SPORTS.has(sport);

/** `seasonLabel("hockey", 1993)` → "1993-94"; `seasonLabel("football", 2024)` → "2024"; 1999 → "1999-00". */
export function seasonLabel(sport: string, startYear: number): string {
  if (!namedByTwoYears(sport)) return String(startYear);
  return `${String(startYear)}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** The start year a label names: "1993-94" → 1993, "2024" → 2024; anything else is null. */
export function seasonStartYear(label: string): number | null {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(label.trim());
  if (!match?.[1]) return null;
  const start = Number(match[1]);
  if (match[2] !== undefined && Number(match[2]) !== (start + 1) % 100) return null;
  return start;
}
