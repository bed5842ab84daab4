// The Scores screen's date ranges (README: the date ranges), counted in America/New_York as
// the API's today/ and recent/ are.

export const DATE_RANGES = ["all", "today", "yesterday", "week", "month"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const GAME_TIME_ZONE = "America/New_York";

/** Made on first use, not when the module loads: a time zone's data costs a phone's start-up (issue #18). */
let newYorkDate: Intl.DateTimeFormat | undefined;

/** YYYY-MM-DD of `instant` in America/New_York, the day the API's today/ and recent/ use. */
export function todayInNewYork(instant: Date = new Date()): string {
  newYorkDate ??= new Intl.DateTimeFormat("en-US", { timeZone: GAME_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = Object.fromEntries(newYorkDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year ?? ""}-${parts.month ?? ""}-${parts.day ?? ""}`;
}

/** Calendar arithmetic on YYYY-MM-DD, free of time zones: ("2025-03-01", -1) → "2025-02-28". */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}
