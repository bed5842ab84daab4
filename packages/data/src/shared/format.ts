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
  return ties !== null && ties !== undefined && ties > 0
    ? `${String(wins)}-${String(losses)}-${String(ties)}`
    : `${String(wins)}-${String(losses)}`;
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
