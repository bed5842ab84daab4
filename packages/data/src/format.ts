// Display formatting shared by the screens (spec §2, §9). Pure functions, tested as tables.

export const NOT_AVAILABLE = "N/A";

const thousands = new Intl.NumberFormat("en-US");

/** 12345 → "12,345"; null → "N/A". */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? NOT_AVAILABLE : thousands.format(value);
}

/** A ratio in [0, 1] as a percent with one decimal: 0.6543 → "65.4%" (spec §9). */
export function formatWinPercentage(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || Number.isNaN(ratio)) return NOT_AVAILABLE;
  return `${(ratio * 100).toFixed(1)}%`;
}

/** "wins-losses", with "-ties" only when ties are above 0 (spec §2). */
export function formatRecord(wins: number | null | undefined, losses: number | null | undefined, ties?: number | null): string {
  if (wins === null || wins === undefined || losses === null || losses === undefined) return NOT_AVAILABLE;
  return ties !== null && ties !== undefined && ties > 0 ? `${String(wins)}-${String(losses)}-${String(ties)}` : `${String(wins)}-${String(losses)}`;
}

/** A career statistic: 3 decimals when the key names an average or an ERA, else thousands-separated (spec §2 Players). */
export function formatStat(key: string, value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NOT_AVAILABLE;
  const lower = key.toLowerCase();
  return lower.includes("average") || lower.includes("era") ? value.toFixed(3) : thousands.format(value);
}

/** "batting_average" → "batting average". */
export function statLabel(key: string): string {
  return key.replaceAll("_", " ");
}

/** One year, or "start-YY" when the years differ: 2024, 2025 → "2024-25" (spec §2 Seasons). */
export function formatDuration(startYear: number, endYear: number | null | undefined): string {
  if (endYear === null || endYear === undefined || endYear === startYear) return String(startYear);
  return `${String(startYear)}-${String(endYear).slice(-2)}`;
}

/** Whole years between a YYYY-MM-DD birth date and `today`; null when unknown or unreadable. */
export function ageFrom(birthDate: string | null | undefined, today: Date = new Date()): number | null {
  if (!birthDate) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/** "2025-02-09" → "Feb 9, 2025", read as a calendar date (no time-zone shift). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return NOT_AVAILABLE;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utc.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
}

/** An ISO date-time as a local date (spec §2 Standings "Last Updated as a local date"). */
export function formatLocalDate(iso: string | null | undefined): string {
  if (!iso) return NOT_AVAILABLE;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? NOT_AVAILABLE : new Date(time).toLocaleDateString();
}

/** Text or "N/A" for null, undefined and blank. */
export function orNotAvailable(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const text = String(value).trim();
  return text === "" ? NOT_AVAILABLE : text;
}

/** The first `limit` items, and whether there were more (cards show an ellipsis then). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, limit), more: items.length > limit };
}
