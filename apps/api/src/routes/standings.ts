// spec §7 /api/games/standings/ with current/ and by_division/?division={d}; issue #13 adds
// the season parameter and seasons/, the list of seasons that have standings.
import { listStandings, listStandingSeasons, STANDING_ORDERING } from "@tl/db/queries/standings";
import { z } from "zod";
import { listEndpoint, summaryEndpoint } from "../api/endpoint";
import * as entities from "../api/entities/index";
import { param } from "../api/query";

const tag = "games";

const filters = z.object({
  sport__slug: param.slug(),
  level__slug: param.slug(),
  season__start_year: param.year().describe("Season start year: 2024-25 is 2024."),
  season: param
    .year()
    .describe(
      "The season starting this year (2024-25 is 2024). On current/ and by_division/ it answers that season instead of each league's latest; on the full list it filters like season__start_year.",
    ),
  division: param.text().describe("Exact division name, e.g. 'NFC East'."),
  conference: param.text().describe("Exact conference name, e.g. 'NFC'."),
  team__slug: param.slug(),
  search: param.text().describe("Case-insensitive substring of the team's name or city, or the division (spec: 'Search teams or divisions')."),
});

/** by_division/ cannot list without a division; blank counts as missing, as in DRF. */
const requiredDivision = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string({ error: "This field is required." })
    .trim()
    .min(1, "This field is required.")
    .max(100, "Ensure this value has at most 100 characters.")
    .describe("Exact division name, e.g. 'NFC East'. Required."),
);

type Query = z.output<typeof filters>;

const standingFilters = (q: Query) => ({
  sportSlug: q.sport__slug,
  levelSlug: q.level__slug,
  seasonStartYear: q.season__start_year,
  season: q.season,
  division: q.division,
  conference: q.conference,
  teamSlug: q.team__slug,
  search: q.search,
});

export const standingEndpoints = [
  listEndpoint({
    path: "/api/games/standings/",
    summary: "Standings of every season, by rank then team name",
    tag,
    filters,
    ordering: STANDING_ORDERING,
    item: entities.standing,
    list: (db, q, page, ordering) => listStandings(db, "all", standingFilters(q), page, ordering),
  }),
  listEndpoint({
    path: "/api/games/standings/current/",
    summary: "Current standings: each league's latest season that has standings, by rank then team name",
    tag,
    filters,
    ordering: STANDING_ORDERING,
    item: entities.standing,
    list: (db, q, page, ordering) => listStandings(db, "current", standingFilters(q), page, ordering),
  }),
  listEndpoint({
    path: "/api/games/standings/by_division/",
    summary: "Current standings of one division (the division parameter is required), by rank then team name",
    tag,
    filters: filters.extend({ division: requiredDivision }),
    ordering: STANDING_ORDERING,
    item: entities.standing,
    list: (db, q, page, ordering) => listStandings(db, "current", standingFilters(q), page, ordering),
  }),
  summaryEndpoint({
    path: "/api/games/standings/seasons/",
    summary: "The seasons that have standings (the Standings season picker), newest first",
    tag,
    filters: z.object({ sport__slug: param.slug(), level__slug: param.slug() }),
    item: entities.standingSeasons,
    get: async (db, q) => ({ seasons: await listStandingSeasons(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug }) }),
  }),
];
