// spec §2/§9 fallbacks for a championship: name, description, trophy, sport and level.
import { NOT_AVAILABLE } from "../shared/format";
import { keyOf, nameOf, textOr } from "../shared/loose";
import { DEFAULT_LEVEL, DEFAULT_TROPHY, type Championship } from "./championship";
import type { RawChampionship } from "./raw-championship";

/** "Men's College World Series" → "mens-college-world-series": a link target when the API sends no slug. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("'", "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const yearOrNull = (year: number | null | undefined): number | null => (typeof year === "number" && Number.isFinite(year) ? year : null);

export function normaliseChampionship(raw: RawChampionship, index: number): Championship {
  const sport = typeof raw.sport === "string" ? { name: raw.sport, slug: null, abbreviation: null } : raw.sport;
  const sportName = textOr(sport?.name, null);
  const officialName = textOr(raw.official_name, null);
  const name = textOr(raw.name, null) ?? officialName ?? "Championship";
  const premier = sportName ? `The premier ${sportName} championship` : "The premier championship";
  return {
    key: keyOf(raw.id, index),
    slug: textOr(raw.slug, null) ?? slugify(name),
    name,
    officialName,
    description: textOr(raw.description, null) ?? officialName ?? premier,
    trophyName: textOr(raw.trophy_name, DEFAULT_TROPHY),
    firstYear: yearOrNull(raw.first_year),
    firstSeasonStartYear: yearOrNull(raw.first_season_start_year),
    lastSeasonStartYear: yearOrNull(raw.last_season_start_year),
    sportName,
    sportSlug: textOr(sport?.slug, null) ?? (sportName ? sportName.toLowerCase() : null),
    sportAbbreviation: textOr(sport?.abbreviation, null) ?? (sportName ? sportName.slice(0, 3).toUpperCase() : NOT_AVAILABLE),
    levelName: nameOf(raw.level) ?? DEFAULT_LEVEL,
    levelSlug: typeof raw.level === "object" ? textOr(raw.level?.slug, null) : null,
    leagueName: nameOf(raw.league),
  };
}
