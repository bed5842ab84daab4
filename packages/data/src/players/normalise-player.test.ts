import { describe, expect, it } from "vitest";
import { babeRuth, michaelJordan, mikeTrout, wayneGretzky } from "./mocks/test-rows";
import { normalisePlayerAt } from "./normalise-player";
import type { RawPlayer } from "./raw-player";

const today = new Date(2026, 10, 22);

describe("normalisePlayer (spec §3 Player, §2 Players)", () => {
  it("reads a real player: team as city and name, status, awards for the card, icon", () => {
    const player = normalisePlayerAt(babeRuth, 0, today);
    expect(player).toMatchObject({
      key: "16251",
      slug: "babe-ruth",
      jerseyNumber: null,
      position: "Outfield",
      team: { slug: "atlanta-braves", abbreviation: null, displayName: "Boston Braves", city: "Boston", name: "Braves", season: "1935" },
      sportName: "Baseball",
      sportSlug: "baseball",
      levelSlug: "professional",
      status: "inactive",
      height: `6'2"`,
      weight: 215,
      yearsPro: 22,
      college: null,
      draft: null,
      championships: 7,
      allStarSelections: 2,
      icon: "trophy",
      recentAwards: { shown: ["Baseball Magazine All-Star (1932)", "Baseball Magazine All-Star (1931)"], more: true },
    });
    expect(player.person.fullName).toBe("Babe Ruth");
    expect(player.awards).toHaveLength(4);
  });

  it.each([
    ["the API's age", mikeTrout, 35],
    ["computed from the birth date when no age is given", { ...mikeTrout, person: { ...mikeTrout.person, age: null } }, 35],
    ["none for someone who has died, though the birth date is known", babeRuth, null],
    ["none for someone who has died, flat fields", { full_name: "Babe Ruth", birth_date: "1895-02-06", death_date: "1948-08-16" }, null],
    ["none when nothing is known", {}, null],
  ])("age: %s", (_, raw: RawPlayer, age) => {
    expect(normalisePlayerAt(raw, 0, today).person.age).toBe(age);
  });

  it("applies every default of spec §3/§9 to an empty record", () => {
    expect(normalisePlayerAt({}, 4, today)).toEqual({
      key: "#4",
      slug: null,
      person: { firstName: "Unknown", lastName: "Player", fullName: "Unknown Player", age: null, birthDate: null, birthPlace: null },
      deathDate: null,
      jerseyNumber: null,
      position: "Player",
      team: { slug: null, abbreviation: "FA", displayName: "Free Agent", city: null, name: "Free Agent", season: null },
      sportName: null,
      sportSlug: null,
      levelSlug: null,
      status: "inactive",
      height: null,
      weight: null,
      yearsPro: null,
      college: null,
      draft: null,
      careerStats: [],
      awards: [],
      recentAwards: { shown: [], more: false },
      championships: null,
      allStarSelections: null,
      icon: "user",
      contractEndYear: null,
    });
  });

  it.each([
    ["position from primary_position", { primary_position: { name: "Pitcher" }, position: "P" }, { position: "Pitcher" }],
    ["position as text", { position: "Shortstop" }, { position: "Shortstop" }],
    ["primary_position as text", { primary_position: "Goalie" }, { position: "Goalie" }],
    ["blank position", { position: " " }, { position: "Player" }],
    [
      "team as text",
      { current_team: "Yankees" },
      { team: { slug: null, abbreviation: "FA", displayName: "Yankees", city: null, name: "Yankees" } },
    ],
    [
      "no current team",
      { current_team: null },
      { team: { slug: null, abbreviation: "FA", displayName: "Free Agent", city: null, name: "Free Agent", season: null } },
    ],
    [
      "no team, active: a free agent",
      { current_team: null, is_active: true },
      { team: { slug: null, abbreviation: "FA", displayName: "Free Agent", city: null, name: "Free Agent", season: null } },
    ],
    [
      "no team, not active: his last club is not known, he is no free agent",
      { current_team: null, is_active: false },
      {
        team: {
          slug: null,
          abbreviation: null,
          displayName: "Last team not recorded",
          city: null,
          name: "Last team not recorded",
          season: null,
        },
      },
    ],
    [
      "no team, retired",
      { current_team: null, status: "retired" },
      {
        team: {
          slug: null,
          abbreviation: null,
          displayName: "Last team not recorded",
          city: null,
          name: "Last team not recorded",
          season: null,
        },
      },
    ],
    [
      "a last club with its abbreviation then",
      wayneGretzky,
      {
        team: {
          slug: "new-york-rangers",
          abbreviation: "NYR",
          displayName: "New York Rangers",
          city: "New York",
          name: "Rangers",
          season: "1998-99",
        },
      },
    ],
    [
      "a last season without its label: the start year",
      { current_team: { name: "Braves", city: "Boston", slug: "atlanta-braves", season: 1935 } },
      { team: expect.objectContaining({ abbreviation: null, season: "1935" }) as object },
    ],
    [
      "the current team of an active player has no season",
      mikeTrout,
      {
        team: {
          slug: "los-angeles-angels",
          abbreviation: "LAA",
          displayName: "Los Angeles Angels",
          city: "Los Angeles",
          name: "Angels",
          season: null,
        },
      },
    ],
    ["All-Star selections we hold", mikeTrout, { allStarSelections: 11, championships: 0 }],
    ["All-Star selections we do not hold: null (N/A), never 0", wayneGretzky, { allStarSelections: null, championships: 4 }],
    [
      "neither count held",
      michaelJordan,
      {
        allStarSelections: null,
        championships: null,
        icon: "user",
        team: expect.objectContaining({ displayName: "Chicago Bulls", season: "1997-98" }) as object,
      },
    ],
    ["a count of 0 stays 0", { all_star_selections: 0, championships_won: 0 }, { allStarSelections: 0, championships: 0 }],
    [
      "award labels as the API sends them",
      wayneGretzky,
      { recentAwards: { shown: ["Lady Byng (1998-99)", "Second Team All-Star (1997-98)"], more: true } },
    ],
    [
      "sport from the team",
      { current_team: { name: "Rangers", city: "New York", abbreviation: "NYR", sport_name: "Hockey" } },
      { sportName: "Hockey" },
    ],
    ["sport as text", { sport: "Hockey" }, { sportName: "Hockey", sportSlug: null }],
    [
      "a college league's level",
      { league: { name: "NCAA Division I Baseball", slug: "ncaa-d1-baseball" } },
      { levelSlug: "ncaa-division-i" },
    ],
    ["no league, no level", { league: null }, { levelSlug: null }],
    ["status from is_active", { is_active: true }, { status: "active" }],
    ["a status the API names", { status: "Retired", is_active: false }, { status: "retired" }],
    ["an unknown status falls back to is_active", { status: "suspended", is_active: true }, { status: "active" }],
    ["jersey number as a number", { jersey_number: 27 }, { jerseyNumber: "27" }],
    ["weight as text", { weight: "235" }, { weight: 235 }],
    ["draft shown with a year", { draft_year: 2009, draft_round: 1, draft_pick: 25 }, { draft: { year: 2009, round: 1, pick: 25 } }],
    ["draft shown with a round alone", { draft_round: 1 }, { draft: { year: null, round: 1, pick: null } }],
    ["no draft with a pick alone", { draft_pick: 25 }, { draft: null }],
    [
      "flat person",
      { first_name: "Wayne", last_name: "Gretzky", birth_place: "Brantford, ON, Canada" },
      { person: { fullName: "Wayne Gretzky", birthPlace: "Brantford, ON, Canada" } },
    ],
  ])("%s", (_, raw: RawPlayer, expected) => {
    expect(normalisePlayerAt(raw, 0, today)).toMatchObject(expected);
  });
});
