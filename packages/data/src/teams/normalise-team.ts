// spec §2 Teams / §3 Team defaults: abbreviation, location, founded year, titles.
import { NOT_AVAILABLE } from "../shared/format";
import { keyOf, nameOf, numberOr, textOr } from "../shared/loose";
import { levelSlugOf } from "./normalise-team-page";
import type { RawTeam } from "./raw-team";
import type { Team } from "./team";

function firstTwoLetters(text: string | null | undefined): string | null {
  const trimmed = textOr(text, null);
  return trimmed === null ? null : trimmed.slice(0, 2);
}

function yearOrNotAvailable(year: number | null | undefined): string {
  return typeof year === "number" && Number.isFinite(year) ? String(year) : NOT_AVAILABLE;
}

export function normaliseTeam(raw: RawTeam, index: number): Team {
  const city = textOr(raw.city, "");
  // No spec default for a team's name; fall back as the abbreviation does, then the §9 standing default.
  const name = textOr(raw.name, null) ?? textOr(raw.short_name, null) ?? "Team";
  const sport = typeof raw.sport === "string" ? { name: raw.sport, slug: null } : raw.sport;
  const sportName = textOr(raw.sport_name, null) ?? nameOf(raw.sport);
  const levelName = textOr(raw.level_name, null) ?? nameOf(raw.level);
  const region = textOr(raw.state, null) ?? textOr(raw.country, null) ?? "USA";
  return {
    key: keyOf(raw.id, index),
    slug: textOr(raw.slug, null),
    name,
    city,
    fullName: city ? `${city} ${name}` : name,
    abbreviation: textOr(raw.abbreviation, null) ?? firstTwoLetters(raw.short_name) ?? firstTwoLetters(raw.name) ?? "TM",
    sportName,
    sportSlug: textOr(sport?.slug, null) ?? (sportName ? sportName.toLowerCase() : null),
    levelName,
    levelSlug: levelSlugOf(levelName),
    division: nameOf(raw.division),
    conference: nameOf(raw.conference) ?? NOT_AVAILABLE,
    stadium: nameOf(raw.stadium) ?? NOT_AVAILABLE,
    location: city ? `${city}, ${region}` : region,
    foundedYear: yearOrNotAvailable(raw.founded_year),
    championshipsWon: numberOr(0, raw.championships_won),
    lastChampionship: textOr(raw.last_championship_season, null) ?? yearOrNotAvailable(raw.last_championship_year),
  };
}
