// Small readings of a player row: the card's icon (spec §2) and the height.
import { textOr } from "../shared/loose";
import type { PlayerIcon } from "./player";

export function playerIcon(championships: number | null, awards: readonly string[]): PlayerIcon {
  if (championships !== null && championships > 2) return "trophy";
  if (awards.some((award) => award.includes("MVP"))) return "star";
  if (awards.length > 3) return "award";
  return "user";
}

export const textOf = (value: string | number | null | undefined): string | null =>
  typeof value === "number" ? String(value) : textOr(value, null);

/** "6-2" (the API's feet-inches) → `6'2"`; other text as sent. */
export function heightText(height: string | number | null | undefined): string | null {
  const text = textOf(height);
  const feetInches = text === null ? null : /^(\d)-(\d{1,2})$/.exec(text);
  return feetInches ? `${feetInches[1] ?? ""}'${feetInches[2] ?? ""}"` : text;
}
