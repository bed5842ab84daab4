// Display formatting shared by the screens (spec §2, §9). Pure functions, tested as tables.

export const NOT_AVAILABLE = "N/A";

/**
 * 1234567.25 → "1,234,567.25", as Intl.NumberFormat("en-US") writes it (grouped, at most three
 * decimals, half away from zero), without Intl: the first Intl object of a page loads its locale
 * data, about 12 ms of a phone's start-up (issue #18).
 */
function grouped(value: number): string {
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = "0", fraction] = String(rounded).split(".");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** 12345 → "12,345"; null → "N/A". */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? NOT_AVAILABLE : grouped(value);
}

const ORDINAL_SUFFIXES = ["th", "st", "nd", "rd"] as const;

/** 1 → "1st", 22 → "22nd", 13 → "13th": English's rule, without Intl's locale data (see grouped). */
export function formatOrdinal(rank: number): string {
  const lastTwo = rank % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : (ORDINAL_SUFFIXES[rank % 10] ?? "th");
  return `${String(rank)}${suffix}`;
}

/** A ratio in [0, 1] as a percent with one decimal: 0.6543 → "65.4%" (spec §9). */
export function formatWinPercentage(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || Number.isNaN(ratio)) return NOT_AVAILABLE;
  return `${(ratio * 100).toFixed(1)}%`;
}

/** "wins-losses", with "-ties" only when ties are above 0 (spec §2). */
export function formatRecord(wins: number | null | undefined, losses: number | null | undefined, ties?: number | null): string {
  if (wins === null || wins === undefined || losses === null || losses === undefined) return NOT_AVAILABLE;
  return ties !== null && ties !== undefined && ties > 0
    ? `${String(wins)}-${String(losses)}-${String(ties)}`
    : `${String(wins)}-${String(losses)}`;
}

/** A career statistic: 3 decimals when the key names an average or an ERA, else thousands-separated (spec §2 Players). */
export function formatStat(key: string, value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NOT_AVAILABLE;
  const lower = key.toLowerCase();
  return lower.includes("average") || lower.includes("era") ? value.toFixed(3) : grouped(value);
}

/** "batting_average" → "batting average". */
export function statLabel(key: string): string {
  return key.replaceAll("_", " ");
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
