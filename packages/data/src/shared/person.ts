// The person part of players and coaches (spec §3): nested under `person` or flat on the
// record. Defaults: first name 'Unknown', last name 'Player' (or 'Coach'), full name
// 'Unknown Player' (or 'Unknown Coach').
import { personRef } from "@tl/contract/people";
import type { z } from "zod/mini";
import { ageFrom } from "./dates";
import { maybe, numberOr, textOr } from "./loose";
import { relaxed } from "./relax";

/** The person as the API nests it, with death_date: a person who has died has no age (spec §3). */
export const rawPersonSchema = relaxed(personRef);

/** The same fields, as a player or coach record may also send them flat. */
export const rawPersonFields = rawPersonSchema.shape;

/** Spread into a player or coach schema: the nested person plus the same fields flat. */
export const rawPersonHolder = { person: maybe(rawPersonSchema), ...rawPersonFields };

type RawPersonHolder = z.infer<z.ZodMiniObject<typeof rawPersonHolder>>;

export interface Person {
  firstName: string;
  lastName: string;
  fullName: string;
  /** The given age, else computed from the birth date; null when neither is known. */
  age: number | null;
  birthDate: string | null;
  birthPlace: string | null;
}

export function normalisePerson(raw: RawPersonHolder, role: "Player" | "Coach", today: Date = new Date()): Person {
  const nested = raw.person ?? {};
  const pick = <K extends keyof typeof rawPersonFields>(key: K) => nested[key] ?? raw[key];
  const firstName = textOr(pick("first_name"), null);
  const lastName = textOr(pick("last_name"), null);
  const joined = [firstName, lastName].filter(Boolean).join(" ");
  const birthDate = textOr(pick("birth_date"), null);
  return {
    firstName: firstName ?? "Unknown",
    lastName: lastName ?? role,
    fullName: textOr(pick("full_name"), null) ?? (joined || `Unknown ${role}`),
    age: numberOr(null, pick("age"), ageFrom(birthDate, today)),
    birthDate,
    birthPlace: textOr(pick("birth_place"), null),
  };
}
