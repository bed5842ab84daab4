// How a season's title stands: the API's status and result, else derived from what the record
// holds (issue #13: never "completed" without a recorded result).
import { NOT_AVAILABLE } from "../shared/format";
import { textOr } from "../shared/loose";
import type { RawSeason } from "./raw-season";
import { RESULT_NOT_RECORDED, SEASON_RESULTS, SEASON_STATUSES, type SeasonChampion, type SeasonResult, type SeasonStatus } from "./season";

export const isStatus = (value: string | null): value is SeasonStatus => SEASON_STATUSES.some((status) => status === value);
const isResult = (value: string | null): value is SeasonResult => SEASON_RESULTS.some((result) => result === value);

/**
 * The API's result, else derived from what the record holds: a champion; undecided while
 * active or upcoming; otherwise not recorded (a record that says nothing claims nothing).
 */
export function resultOf(raw: Pick<RawSeason, "result" | "is_active">, champion: object | null, status: SeasonStatus | null): SeasonResult {
  const given = textOr(raw.result, null);
  if (isResult(given)) return given;
  if (champion) return "champion";
  if (status === "active" || status === "upcoming" || raw.is_active === true) return "undecided";
  return "not_recorded";
}

/** The API's status, else derived from is_active and the result (never 'completed' without a result). */
export function statusOf(raw: Pick<RawSeason, "status" | "is_active">, result: SeasonResult): SeasonStatus {
  const given = textOr(raw.status, null)?.toLowerCase() ?? null;
  if (isStatus(given)) return given;
  if (raw.is_active === true) return "active";
  return result === "not_recorded" ? "unrecorded" : "completed";
}

export function championLabelOf(result: SeasonResult, champion: SeasonChampion | null, championshipName: string | null): string {
  switch (result) {
    case "champion":
      return champion ? [champion.city, champion.name].filter(Boolean).join(" ") : NOT_AVAILABLE;
    case "not_awarded":
      return "none awarded";
    case "before_first_title":
      return `none (before the first ${championshipName ?? "title"})`;
    case "undecided":
      return "TBD";
    case "not_recorded":
      return RESULT_NOT_RECORDED;
  }
}
