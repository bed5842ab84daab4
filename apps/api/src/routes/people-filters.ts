// The status filter of the players and coaches lists (spec §4): the data yields only active or
// inactive, so `active` is is_active, a status we hold no record of matches nobody, and every
// other status is "not active".
import type { PersonRoleFilters } from "@tl/db/queries/person-filters";

export function statusFilter(status: string | undefined, unrecorded: readonly string[]): Pick<PersonRoleFilters, "isActive" | "none"> {
  if (status === undefined) return {};
  if (unrecorded.includes(status)) return { none: true };
  return { isActive: status === "active" };
}
