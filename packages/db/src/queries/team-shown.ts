// The team a player's or coach's card names (issue #13: a card states only what is so), under
// the city and name it had in the season the card refers to.
import { seasonLabel } from "@tl/site-config/season-label";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { coaches, players, sports, teams } from "../schema/index";

/**
 * A column of the team_names row of the card's team in `season` (its city, name or
 * abbreviation then). A scalar subquery rather than a lateral join: PostgreSQL evaluates it
 * for the rows of the page only, after the sort and limit, not for all 28,000 players.
 */
const nameThen = (column: "city" | "name" | "abbreviation", season: SQL) =>
  sql<
    string | null
  >`(select tn.${sql.raw(column)} from team_names tn where tn.team_id = ${teams.id} and tn.first_year <= ${season} and (tn.last_year is null or tn.last_year >= ${season}) order by tn.first_year desc limit 1)`;

/**
 * The team a card names (issue #13: a card states only what is so). Active: the team now,
 * under its current name; season null. Not active: the club of `season` (a start year: the
 * latest season we hold in which the person was with it), under the city, name and
 * abbreviation it had that season (`then`, from team_names, looked up for the same season);
 * the abbreviation is left out where we hold none for that season and the club then went by
 * another city or name (Babe Ruth's 1935 Boston Braves are not "ATL"). With no such season,
 * the club under its present name where `certainWithoutSeason`, else nothing: every field
 * null, which the API sends as a null object.
 */
export function teamShownFields(isActive: AnyColumn, season: SQL, certainWithoutSeason: SQL) {
  const then = { city: nameThen("city", season), name: nameThen("name", season), abbreviation: nameThen("abbreviation", season) };
  const past = sql`(not ${isActive} and ${season} is not null)`;
  const shown = sql`(${isActive} or ${past} or ${certainWithoutSeason})`;
  const pick = <T>(now: AnyColumn, former: SQL) => sql<T>`case when ${past} then ${former} when ${shown} then ${now} end`;
  const sameNameThen = sql`(${then.name} is null or (${then.name} = ${teams.name} and ${then.city} = ${teams.city}))`;
  return {
    name: pick<string | null>(teams.name, sql`coalesce(${then.name}, ${teams.name})`),
    city: pick<string | null>(teams.city, sql`coalesce(${then.city}, ${teams.city})`),
    abbreviation: pick<string | null>(
      teams.abbreviation,
      sql`coalesce(${then.abbreviation}, case when ${sameNameThen} then ${teams.abbreviation} end)`,
    ),
    sport_name: sql<string | null>`case when ${shown} and ${teams.id} is not null then ${sports.name} end`,
    slug: pick<string | null>(teams.slug, sql`${teams.slug}`),
    season: sql<number | null>`case when ${past} and ${teams.id} is not null then ${season} end`,
  };
}

/**
 * A player's season for teamShownFields: the last of his career where a dataset holds it
 * (Lahman's 1935 for Babe Ruth, the Databank's 1998-99 for Wayne Gretzky), else the latest
 * title our facts tie him to the club with, as its MVP (Michael Jordan's 1997-98 Bulls; his
 * later seasons elsewhere are not in our data, so the card says the season, not "last").
 */
export const playerTeamSeason = sql`coalesce(${players.finalYear}, (select max(s.start_year) from champion_mvps m join champions c on c.id = m.champion_id join seasons s on s.id = c.season_id join championships ch on ch.id = c.championship_id where m.person_id = ${players.personId} and ch.league_id = ${players.leagueId} and m.team_id = ${players.currentTeamId}))`;

/**
 * A coach's season for teamShownFields. We hold no coach's last season (the importers keep
 * only its franchise), so: the latest title he won with that club (Scotty Bowman's 2001-02
 * Red Wings, Connie Mack's 1930 Philadelphia Athletics).
 */
export const coachTeamSeason = sql`(select max(s.start_year) from champions c join seasons s on s.id = c.season_id join championships ch on ch.id = c.championship_id where c.coach_person_id = ${coaches.personId} and ch.league_id = ${coaches.leagueId} and c.team_id = ${coaches.currentTeamId})`;

/**
 * Without such a title, a coach's last franchise (years_coaching says a dataset gave it) is
 * named where its name in his last season is certain: one city and name throughout, or its
 * present one since a season we know he coached (his latest title or coaching award): Joe
 * Torre's Los Angeles Dodgers. Else nothing, rather than a present name the club may not
 * have had then.
 */
export function coachNameCertain() {
  const latestKnownSeason = sql`greatest(
    (select max(s.start_year) from champions c join seasons s on s.id = c.season_id join championships ch on ch.id = c.championship_id where c.coach_person_id = ${coaches.personId} and ch.league_id = ${coaches.leagueId}),
    (select max(a.year) from awards a where a.person_id = ${coaches.personId} and (a.league_id is null or a.league_id = ${coaches.leagueId})))`;
  return sql`(${coaches.yearsCoaching} is not null and ((select count(distinct (tn.city, tn.name)) from team_names tn where tn.team_id = ${teams.id}) <= 1
    or exists (select 1 from team_names tn where tn.team_id = ${teams.id} and tn.last_year is null and tn.first_year <= ${latestKnownSeason})))`;
}

/** The team object as the API sends it: null when not shown, the season also labelled by the season-label rule. */
export function withSeasonLabel<
  T extends { slug: string | null; name: string | null; city: string | null; sport_name: string | null; season: number | null },
>(team: T | null, sportSlug: string) {
  if (team?.slug == null || team.name === null || team.city === null || team.sport_name === null) return null;
  return {
    ...team,
    slug: team.slug,
    name: team.name,
    city: team.city,
    sport_name: team.sport_name,
    season_label: team.season === null ? null : seasonLabel(sportSlug, team.season),
  };
}
