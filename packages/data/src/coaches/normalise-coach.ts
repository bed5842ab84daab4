// spec §3/§9 defaults for a coach: person, position, team, status, record and career.
import { capitalise, keyOf, nameOf, numberOr, textOr, trimmedList } from "../shared/loose";
import { normalisePerson } from "../shared/person";
import { levelOfLeague } from "../shared/person-page";
import { COACH_STATUSES, type Coach, type CoachStatus, type FormerTeam } from "./coach";
import { careerRecordOf, playingCareerOf, splitSpecialties } from "./coach-career";
import { normaliseCoachTeam } from "./coach-team";
import type { RawCoach } from "./raw-coach";

function statusOf(raw: RawCoach): CoachStatus {
  const given = raw.status?.trim().toLowerCase();
  const known = COACH_STATUSES.find((status) => status === given);
  if (known) return known;
  if (given === "inactive") return "inactive";
  return raw.is_active === true ? "active" : "inactive";
}

/** The references that name a franchise page; one without a slug or name is left out. */
function formerTeamsOf(refs: RawCoach["previous_team_refs"]): FormerTeam[] {
  return (refs ?? []).flatMap((ref) => {
    const slug = textOr(ref.slug, null);
    const name = [textOr(ref.city, null), textOr(ref.name, null)].filter(Boolean).join(" ");
    return slug && name ? [{ slug, name }] : [];
  });
}

export function normaliseCoach(raw: RawCoach, index: number, today: Date = new Date()): Coach {
  const deathDate = textOr(raw.person?.death_date ?? raw.death_date, null);
  const person = normalisePerson(raw, "Coach", today);
  const status = statusOf(raw);
  // Known not to be coaching: the API says so (a record that says nothing keeps 'Free Agent').
  const former = status !== "active" && status !== "interim" && (raw.is_active === false || textOr(raw.status, null) !== null);
  const team = normaliseCoachTeam(raw.current_team, former);
  const sport = typeof raw.sport === "string" ? textOr(raw.sport, null) : textOr(raw.sport?.name, null);
  const teamSport = typeof raw.current_team === "object" ? textOr(raw.current_team?.sport_name, null) : null;
  return {
    key: keyOf(raw.id ?? raw.slug, index),
    slug: textOr(raw.slug, null),
    // The API sends age null for a person who has died; never count their age on from the birth date.
    person: deathDate ? { ...person, age: null } : person,
    deathDate,
    position: nameOf(raw.position) ?? "Coach",
    team,
    sport: sport ?? teamSport,
    sportSlug: typeof raw.sport === "object" ? (textOr(raw.sport?.slug, null)?.toLowerCase() ?? null) : null,
    levelSlug: levelOfLeague(textOr(raw.league?.slug, null)),
    status,
    statusLabel: capitalise(status),
    yearsCoaching: numberOr(null, raw.coaching_experience_years, raw.years_coaching),
    yearsWithTeam: numberOr(null, raw.years_with_current_team),
    previousTeams: trimmedList(raw.previous_teams),
    formerTeams: formerTeamsOf(raw.previous_team_refs),
    college: textOr(raw.college, null) ?? textOr(raw.alma_mater, null),
    playingCareer: playingCareerOf(raw.playing_experience),
    record: careerRecordOf(raw.career_record),
    championships: numberOr(0, raw.championships_won),
    awards: trimmedList(raw.awards),
    specialties: splitSpecialties(raw.specialties),
    philosophy: textOr(raw.coaching_philosophy, null),
    contractEndYear: numberOr(null, raw.contract_end_year),
    hireDate: textOr(raw.hire_date, null),
  };
}
