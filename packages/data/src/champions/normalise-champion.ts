// spec §2/§9 defaults for a champion row: the team or 'No Champion', the season name, the result.
import { NOT_AVAILABLE } from "../shared/format";
import { keyOf, nameOf, textOr } from "../shared/loose";
import { NO_CHAMPION, type Champion } from "./champion";
import type { RawChampion } from "./raw-champion";

function joinName(city: string | null | undefined, name: string | null | undefined): string | null {
  const joined = [textOr(city, null), textOr(name, null)].filter(Boolean).join(" ");
  return joined || null;
}

/** How the final was decided: a game's score, a series' games won, or a poll (no final). */
function describeResult(raw: RawChampion): string {
  const result = textOr(raw.result, null);
  const overtime = textOr(raw.overtime, null);
  if (result === null) return raw.result_type === "poll" ? "Poll" : NOT_AVAILABLE;
  const text = raw.result_type === "series" ? `${result} series` : result;
  return overtime ? `${text} (${overtime})` : text;
}

/** The MVPs' people; an answer without mvp_people has at most its sole MVP's. */
function mvpPeopleOf(raw: RawChampion): Champion["mvpPeople"] {
  const people = raw.mvp_people ?? (raw.mvp_person ? [raw.mvp_person] : []);
  return people.flatMap((person) => {
    const slug = textOr(person.slug, null);
    const name = textOr(person.full_name, null);
    return slug && name ? [{ slug, name }] : [];
  });
}

export function normaliseChampion(raw: RawChampion, index: number): Champion {
  const team = joinName(raw.team_city, raw.team_name);
  const year = typeof raw.season_start_year === "number" && Number.isFinite(raw.season_start_year) ? raw.season_start_year : null;
  return {
    key: keyOf(raw.id, index),
    hasTitle: team !== null,
    teamCity: textOr(raw.team_city, null),
    teamName: textOr(raw.team_name, null),
    team: team ?? NO_CHAMPION,
    teamSlug: textOr(raw.team?.slug, null) ?? textOr(raw.team_slug, null),
    championshipName: textOr(raw.championship_name, "Championship"),
    championshipSlug: textOr(raw.championship_slug, null),
    // spec §2/§9: '{year} Season', else 'Current Season'.
    seasonName: textOr(raw.season_name, null) ?? (year === null ? "Current Season" : `${String(year)} Season`),
    seasonStartYear: year,
    seasonSlug: textOr(raw.season?.slug, null),
    runnerUp: raw.runner_up ? joinName(raw.runner_up.city, raw.runner_up.name) : joinName(raw.runner_up_city, raw.runner_up_name),
    runnerUpSlug: textOr(raw.runner_up?.slug, null),
    result: describeResult(raw),
    record: textOr(raw.record, NOT_AVAILABLE),
    coach: textOr(raw.coach, null),
    coachSlug: textOr(raw.coach_person?.slug, null),
    mvp: textOr(raw.mvp, null),
    mvpSlug: textOr(raw.mvp_person?.slug, null),
    mvpPeople: mvpPeopleOf(raw),
    notes: textOr(raw.notes, null),
    vacated: raw.vacated === true,
    sportName: nameOf(raw.sport),
  };
}
