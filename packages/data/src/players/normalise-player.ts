// spec §3/§9 defaults for a player: person, position, team, status, draft, stats and awards.
import { firstOf } from "../shared/format";
import { keyOf, nameOf, numberOr, textOr } from "../shared/loose";
import { normalisePerson } from "../shared/person";
import { levelOfLeague } from "../shared/person-page";
import { careerStatsOf } from "./career-stats";
import { CARD_AWARDS, DEFAULT_POSITION, isPlayerStatus, type Player, type PlayerStatus } from "./player";
import { teamOf } from "./player-team";
import { heightText, playerIcon, textOf } from "./player-traits";
import type { RawPlayer } from "./raw-player";

function statusOf(raw: RawPlayer): PlayerStatus {
  const given = raw.status?.trim().toLowerCase();
  if (isPlayerStatus(given)) return given;
  return raw.is_active === true ? "active" : "inactive";
}

/** `today` is a parameter for the tests; pagedQueryOptions calls normalisePlayer(raw, index). */
export function normalisePlayerAt(raw: RawPlayer, index: number, today: Date): Player {
  const nested = raw.person ?? {};
  const deathDate = textOr(nested.death_date ?? raw.death_date, null);
  const person = normalisePerson(raw, "Player", today);
  const position = textOr(nameOf(raw.primary_position) ?? raw.position, DEFAULT_POSITION);
  const sport = typeof raw.sport === "string" ? { name: raw.sport, slug: null } : raw.sport;
  const status = statusOf(raw);
  // Known not to be playing: the API says so (a record that says nothing keeps spec §9's 'Free Agent').
  const former = (status === "retired" || status === "inactive") && (raw.is_active === false || textOr(raw.status, null) !== null);
  const team = teamOf(raw, former);
  const awards = (raw.awards ?? []).map((award) => award.trim()).filter(Boolean);
  const championships = numberOr(null, raw.championships_won);
  const draftYear = numberOr(null, raw.draft_year);
  const draftRound = numberOr(null, raw.draft_round);
  const weight = typeof raw.weight === "string" ? Number.parseFloat(raw.weight) : raw.weight;
  const currentTeam = typeof raw.current_team === "object" ? raw.current_team : null;
  return {
    key: keyOf(raw.id ?? raw.slug, index),
    slug: textOr(raw.slug, null),
    person: deathDate ? { ...person, age: null } : person,
    deathDate,
    jerseyNumber: textOf(raw.jersey_number),
    position,
    team,
    sportName: textOr(sport?.name, null) ?? textOr(raw.sport_name, null) ?? textOr(currentTeam?.sport_name, null),
    sportSlug: textOr(sport?.slug, null),
    levelSlug: levelOfLeague(typeof raw.league === "object" ? textOr(raw.league?.slug, null) : null),
    status,
    height: heightText(raw.height),
    weight: numberOr(null, weight),
    yearsPro: numberOr(null, raw.years_pro),
    college: textOr(raw.college, null),
    draft: draftYear === null && draftRound === null ? null : { year: draftYear, round: draftRound, pick: numberOr(null, raw.draft_pick) },
    careerStats: careerStatsOf(raw.career_stats ?? {}, position),
    awards,
    recentAwards: firstOf(awards, CARD_AWARDS),
    championships,
    allStarSelections: numberOr(null, raw.all_star_selections),
    icon: playerIcon(championships, awards),
    contractEndYear: numberOr(null, raw.contract_end_year),
  };
}

export function normalisePlayer(raw: RawPlayer, index: number): Player {
  return normalisePlayerAt(raw, index, new Date());
}
