// Dates and spans as the screens show them (spec §2, §9). Pure functions, tested as tables.
import { NOT_AVAILABLE } from "./format";

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

/** en-US short month names: written out rather than read from Intl, whose locale data costs a phone's start-up (format.ts). */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "2025-02-09" → "Feb 9, 2025", read as a calendar date (no time-zone shift). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return NOT_AVAILABLE;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return `${MONTHS[utc.getUTCMonth()] ?? ""} ${String(utc.getUTCDate())}, ${String(utc.getUTCFullYear())}`;
}

/** An ISO date-time as a local date (spec §2 Standings "Last Updated as a local date"). */
export function formatLocalDate(iso: string | null | undefined): string {
  if (!iso) return NOT_AVAILABLE;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? NOT_AVAILABLE : new Date(time).toLocaleDateString();
}
