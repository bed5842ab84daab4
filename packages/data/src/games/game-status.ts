// What a game card says of its state (spec §2 Scores): the status text, period and overtime.
import { capitalise, textOr } from "../shared/loose";
import type { RawGame } from "./raw-game";

export function periodText(value: string | number | null | undefined): string | null {
  return typeof value === "number" ? String(value) : textOr(value, null);
}

export function statusText(status: string, period: string | null, timeRemaining: string | null, time: string | null): string {
  if (status === "live") {
    const parts = [period, timeRemaining].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(" - ") : "Live";
  }
  if (status === "scheduled") return time ?? "Scheduled";
  return capitalise(status);
}

export function overtimeText(value: RawGame["overtime"]): string | null {
  if (typeof value === "boolean") return value ? "OT" : null;
  return textOr(value, null);
}
