// The streak and the playoff badge of a row: read leniently, unknown values shown as none.
import { PLAYOFF_POSITIONS, type PlayoffPosition, type StreakType } from "./standing";

export function streakTypeOf(type: string | null | undefined, streak: string | null): StreakType {
  const given = type?.trim().toLowerCase();
  if (given === "win" || given === "loss") return given;
  if (given) return "other";
  // No type sent: "W4" / "L2" say it themselves.
  if (streak !== null && /^W\d/i.test(streak)) return "win";
  if (streak !== null && /^L\d/i.test(streak)) return "loss";
  return "other";
}

export function playoffPositionOf(value: string | null | undefined): PlayoffPosition | null {
  const lower = value?.trim().toLowerCase();
  return (PLAYOFF_POSITIONS as readonly string[]).includes(lower ?? "") ? (lower as PlayoffPosition) : null;
}
