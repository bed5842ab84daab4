import { describe, expect, it } from "vitest";
import type { Champion } from "./champion";
import { eagles, louisville2012, notPlayed1994 } from "./mocks/test-rows";
import { normaliseChampion } from "./normalise-champion";
import type { RawChampion } from "./raw-champion";

/** Super Bowl LIX's two sides as the API names them (issue #14 item 8). */
const superBowlLix = {
  team: { name: "Eagles", city: "Philadelphia", abbreviation: "PHI", sport_name: "Football", slug: "philadelphia-eagles" },
  runner_up: { name: "Chiefs", city: "Kansas City", abbreviation: "KC", sport_name: "Football", slug: "kansas-city-chiefs" },
};

describe("normaliseChampion (spec §2 Champions, §3 Champion, §9)", () => {
  it("keeps a complete row, joining city and name", () => {
    expect(normaliseChampion(eagles, 0)).toEqual({
      key: "1",
      hasTitle: true,
      teamCity: "Philadelphia",
      teamName: "Eagles",
      team: "Philadelphia Eagles",
      teamSlug: "philadelphia-eagles",
      championshipName: "Super Bowl",
      championshipSlug: "super-bowl",
      seasonName: "2024 NFL season",
      seasonStartYear: 2024,
      seasonSlug: "nfl-2024",
      runnerUp: "Kansas City Chiefs",
      // The flat fields name no runner-up slug.
      runnerUpSlug: null,
      result: "40–22",
      record: "14–3",
      coach: "Nick Sirianni",
      coachSlug: "nick-sirianni",
      mvp: "Jalen Hurts",
      mvpSlug: "jalen-hurts",
      mvpPeople: [{ slug: "jalen-hurts", name: "Jalen Hurts" }],
      notes: "Super Bowl LIX",
      vacated: false,
      sportName: "Football",
    } satisfies Champion);
  });

  it.each<[string, RawChampion, Partial<Champion>]>([
    [
      "a season with no title",
      notPlayed1994,
      { hasTitle: false, team: "No Champion", runnerUp: null, result: "N/A", record: "N/A", coach: null, mvp: null },
    ],
    ["season name defaults to '{year} Season'", { ...eagles, season_name: null }, { seasonName: "2024 Season" }],
    [
      "and to 'Current Season' without a year",
      { ...eagles, season_name: "", season_start_year: null },
      { seasonName: "Current Season", seasonStartYear: null },
    ],
    ["record defaults to 'N/A'", { ...eagles, record: null }, { record: "N/A" }],
    ["overtime follows the score", { ...eagles, result: "34–28", overtime: "OT" }, { result: "34–28 (OT)" }],
    ["a series says so", { ...eagles, result: "4–1", result_type: "series" }, { result: "4–1 series" }],
    ["a poll title has no final", { ...eagles, result: null, result_type: "poll" }, { result: "Poll" }],
    ["a team known only by name", { ...eagles, team_city: null }, { team: "Eagles", hasTitle: true }],
    ["blank coach and MVP are missing", { ...eagles, coach: " ", mvp: "" }, { coach: null, mvp: null }],
    [
      "a coach or MVP we hold no person of is text only",
      { ...eagles, coach_person: null, mvp_person: undefined, mvp_people: undefined },
      { coach: "Nick Sirianni", coachSlug: null, mvp: "Jalen Hurts", mvpSlug: null, mvpPeople: [] },
    ],
    ["championship name defaults to 'Championship'", { ...eagles, championship_name: null }, { championshipName: "Championship" }],
    ["sport as text", { ...eagles, sport: "Football" }, { sportName: "Football" }],
    [
      "a vacated title says so, with its notes",
      louisville2012,
      { vacated: true, hasTitle: true, notes: "Louisville's title was vacated by the NCAA in 2018." },
    ],
    ["a title is not vacated unless the API says so", { ...eagles, vacated: null }, { vacated: false }],
    ["a missing id keys by position", { ...eagles, id: undefined }, { key: "#7" }],
    [
      "team and runner-up as the API's team references",
      {
        ...eagles,
        team_slug: undefined,
        runner_up_city: undefined,
        runner_up_name: undefined,
        team: superBowlLix.team,
        runner_up: superBowlLix.runner_up,
      },
      { teamSlug: "philadelphia-eagles", runnerUp: "Kansas City Chiefs", runnerUpSlug: "kansas-city-chiefs" },
    ],
    ["a title held under no league season links none", { ...eagles, season: null }, { seasonSlug: null, seasonName: "2024 NFL season" }],
    ["an answer from before seasons were linked", { ...eagles, season: undefined }, { seasonSlug: null }],
    ["no runner-up recorded", { ...eagles, runner_up_city: undefined, runner_up_name: undefined, runner_up: null }, { runnerUp: null }],
  ])("%s", (_, raw, expected) => {
    expect(normaliseChampion(raw, 7)).toMatchObject(expected);
  });
});
