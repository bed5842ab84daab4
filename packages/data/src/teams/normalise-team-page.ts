// Issue #16: a franchise's detail with its defaults: names with their years, titles, firsts and
// bests. Any field may be missing (spec §3); the screen renders the values as they come out.
import { cityAndName, keyOf, numberOr, textOr } from "../shared/loose";
import type { RawSeasonRef, RawTeamPage, RawTeamSeason } from "./raw-team-page";
import type { BestRecord, FirstsAndBests, FranchiseName, FranchiseTitle, SeasonName, Franchise, TitleDrought } from "./franchise";

type RawTeamRef = RawTeamSeason["team"];
type RawRecord = Pick<RawTeamSeason, "wins" | "losses" | "ties" | "overtime_losses">;

const intOrNull = (value: number | null | undefined): number | null => numberOr(null, value);

/** "NCAA Division I" → "ncaa-division-i", the API's level slugs (spec §7). */
export function levelSlugOf(levelName: string | null): string | null {
  if (levelName === null) return null;
  const slug = levelName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug === "" ? null : slug;
}

/** A season reference, named as every screen names it; null when nothing of it was sent. */
export function seasonName(raw: RawSeasonRef | null | undefined): SeasonName | null {
  if (!raw) return null;
  const startYear = intOrNull(raw.start_year);
  const label = textOr(raw.label, null) ?? (startYear === null ? null : String(startYear));
  const name = textOr(raw.name, null) ?? label;
  if (name === null || label === null) return null;
  return { slug: textOr(raw.slug, null), name, label, startYear };
}

const UNKNOWN_SEASON: SeasonName = { slug: null, name: "Season not recorded", label: "N/A", startYear: null };

/** A team reference's full name: "Vancouver Canucks"; null when it names nobody. */
export function teamRefName(raw: RawTeamRef): string | null {
  const name = textOr(raw?.name, null);
  return name === null ? null : cityAndName(textOr(raw?.city, null), name);
}

/**
 * "52-24-8" with its legend "W-L-T": wins and losses, then ties where the season had any (a
 * football season's 0 ties are left out, as spec §2 writes records), then overtime losses where
 * the sport counts them. "N/A" without wins or losses.
 */
export function recordOf(raw: RawRecord): { text: string; legend: string } {
  const wins = intOrNull(raw.wins);
  const losses = intOrNull(raw.losses);
  if (wins === null || losses === null) return { text: "N/A", legend: "" };
  const ties = intOrNull(raw.ties);
  const overtime = intOrNull(raw.overtime_losses);
  const parts: [string, number][] = [
    ["W", wins],
    ["L", losses],
  ];
  if (ties !== null && ties > 0) parts.push(["T", ties]);
  if (overtime !== null) parts.push(["OTL", overtime]);
  return { text: parts.map(([, value]) => String(value)).join("-"), legend: parts.map(([letter]) => letter).join("-") };
}

/** The calendar year a season ended in: 1938 for 1937-38, 1927 for 1927. */
const endYearOf = (season: SeasonName | null) =>
  season?.startYear == null ? null : season.startYear + (season.label.includes("-") ? 1 : 0);

function yearsOf(first: number | null, last: number | null, runsOn: boolean): string {
  if (first === null) return last === null ? "Years not recorded" : `until ${String(last)}`;
  if (last === null) return runsOn ? `${String(first)}–present` : `from ${String(first)}`;
  return first === last ? String(first) : `${String(first)}–${String(last)}`;
}

/**
 * Oldest first. The latest name of a club still playing runs to the present; a defunct club's,
 * sent without an end, ends with its last season held (the Maroons' 1937-38: 1924–1938).
 */
function names(raw: RawTeamPage, active: boolean, lastSeason: SeasonName | null): FranchiseName[] {
  const sent = (raw.names ?? []).flatMap((entry, index) => {
    const name = textOr(entry.name, null);
    return name === null ? [] : [{ entry, name, index, firstYear: intOrNull(entry.first_year) }];
  });
  sent.sort((a, b) => (a.firstYear ?? Infinity) - (b.firstYear ?? Infinity));
  // The latest name: the one the club plays (or played last) under.
  const latest = [...sent].reverse().find((item) => item.firstYear !== null) ?? sent.at(-1);
  return sent.map(({ entry, name, index, firstYear }) => {
    const isLatest = latest?.index === index;
    const lastYear = intOrNull(entry.last_year) ?? (isLatest && !active ? endYearOf(lastSeason) : null);
    return {
      key: `${String(firstYear)}-${name}-${String(index)}`,
      fullName: cityAndName(textOr(entry.city, null), name),
      years: yearsOf(firstYear, lastYear, active && isLatest),
      firstYear,
    };
  });
}

function titles(raw: RawTeamPage, fullName: string): FranchiseTitle[] {
  return (raw.titles ?? []).map((title, index) => ({
    key: keyOf(title.id, index),
    season: seasonName(title.season) ?? UNKNOWN_SEASON,
    championshipSlug: textOr(title.championship?.slug, null),
    championshipName: textOr(title.championship?.name, "Championship"),
    wonAs: teamRefName(title.team) ?? fullName,
    runnerUp: teamRefName(title.runner_up),
    result: textOr(title.result, null),
    vacated: title.vacated === true,
  }));
}

function bestRecord(raw: NonNullable<RawTeamPage["firsts_and_bests"]>["best_record"]): BestRecord | null {
  const season = seasonName(raw?.season);
  if (!raw || season === null) return null;
  return { season, record: recordOf(raw).text, winPercentage: numberOr(null, raw.win_percentage) };
}

function drought(raw: NonNullable<RawTeamPage["firsts_and_bests"]>["longest_title_drought"]): TitleDrought | null {
  const from = seasonName(raw?.from);
  const to = seasonName(raw?.to);
  if (!raw || from === null || to === null) return null;
  return { from, to, seasons: numberOr(0, raw.seasons), ongoing: raw.ongoing === true };
}

function firstsAndBests(raw: RawTeamPage["firsts_and_bests"]): FirstsAndBests {
  return {
    firstSeason: seasonName(raw?.first_season),
    lastSeason: seasonName(raw?.last_season),
    seasons: numberOr(0, raw?.seasons),
    playoffAppearances: numberOr(0, raw?.playoff_appearances),
    bestRecord: bestRecord(raw?.best_record),
    longestDrought: drought(raw?.longest_title_drought),
  };
}

/** `slug` is the page's own: the API's answer names it too, but the URL is what the visitor asked for. */
export function normaliseTeamPage(raw: RawTeamPage, slug: string): Franchise {
  const name = textOr(raw.name, null) ?? textOr(raw.short_name, null) ?? "Team";
  const city = textOr(raw.city, "");
  const fullName = cityAndName(city || null, name);
  const sport = typeof raw.sport === "string" ? { name: raw.sport, slug: null } : raw.sport;
  const sportName = textOr(raw.sport_name, null) ?? textOr(sport?.name, null);
  const levelName = textOr(raw.level_name, null);
  const active = raw.is_active !== false;
  const seasons = firstsAndBests(raw.firsts_and_bests);
  return {
    slug: textOr(raw.slug, null) ?? slug,
    name,
    city,
    fullName,
    abbreviation: textOr(raw.abbreviation, null) ?? name.slice(0, 2).toUpperCase(),
    sportName,
    sportSlug: textOr(sport?.slug, null) ?? (sportName ? sportName.toLowerCase() : null),
    levelName,
    levelSlug: levelSlugOf(levelName),
    leagueName: textOr(raw.league_name, null),
    conference: textOr(raw.conference, null),
    division: textOr(raw.division, null),
    foundedYear: intOrNull(raw.founded_year),
    active,
    championshipsWon: numberOr(0, raw.championships_won),
    names: names(raw, active, seasons.lastSeason),
    titles: titles(raw, fullName),
    firstsAndBests: seasons,
  };
}
