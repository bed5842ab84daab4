// spec §7 /api/people/players/ and its active/, by_position/ and rookies/ views, and the
// Players screen's tiles and dropdown options (summary/). The filter and status helpers here
// are shared with coaches.ts. summary/ is a static path, so the router prefers it to {slug}/.
import { getPlayer, listPlayers, PLAYER_ORDERING, type PersonRoleFilters, type PlayerFilters } from "@tl/db/queries/people";
import { summarizePlayers } from "@tl/db/queries/summaries";
import { z } from "zod";
import { detailEndpoint, listEndpoint, summaryEndpoint } from "../api/endpoint";
import * as entities from "../api/entities/index";
import { param } from "../api/query";

const tag = "people";

/** Filters every players and coaches list accepts (spec §5: position matches as a substring). */
export const roleFilters = {
  sport__slug: param.slug(),
  level__slug: param.slug(),
  position: param.text().describe("Case-insensitive substring of the position."),
  team__slug: param.slug().describe("The current team."),
  search: param.text().describe("Case-insensitive substring of the full, first or last name, the current team's name or city, or the position."),
};

/** spec §4: the data yields only active or inactive, so `active` is is_active and every other status is not. */
export function statusFilter(status: string | undefined, unrecorded: readonly string[]): Pick<PersonRoleFilters, "isActive" | "none"> {
  if (status === undefined) return {};
  if (unrecorded.includes(status)) return { none: true };
  return { isActive: status === "active" };
}

/** Like param.text() but required, with DRF's message for a missing or blank value. */
const required = "This field is required.";
export const requiredText = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string({ error: (issue) => (issue.input === undefined ? required : "Not a valid string.") })
    .trim()
    .min(1, required)
    .max(100, "Ensure this value has at most 100 characters."),
);

const filters = z.object({
  ...roleFilters,
  status: param
    .choice(["active", "injured", "retired", "inactive"])
    .describe("active: is_active; inactive and retired: not active; injured: no rows (the data records no injuries)."),
});

const toFilters = (q: z.output<typeof filters>): PlayerFilters => ({
  sportSlug: q.sport__slug,
  levelSlug: q.level__slug,
  position: q.position,
  teamSlug: q.team__slug,
  search: q.search,
  ...statusFilter(q.status, ["injured"]),
});

const list = (summary: string, path: string, view: PlayerFilters = {}) =>
  listEndpoint({
    path: `/api/people/players/${path}`,
    summary,
    tag,
    filters,
    ordering: PLAYER_ORDERING,
    item: entities.player,
    list: (db, q, page, ordering) => listPlayers(db, { ...toFilters(q), ...view }, page, ordering),
  });

export const playerEndpoints = [
  list("Players, by last name", ""),
  list("Active players", "active/", { activeOnly: true }),
  listEndpoint({
    path: "/api/people/players/by_position/",
    summary: "Players whose position contains the given text",
    tag,
    filters: filters.extend({ position: requiredText.describe("Required: case-insensitive substring of the position, e.g. 'baseman'.") }),
    ordering: PLAYER_ORDERING,
    item: entities.player,
    list: (db, q, page, ordering) => listPlayers(db, toFilters(q), page, ordering),
  }),
  list("The newest class: players whose debut year is their league's latest", "rookies/", { rookies: true }),
  summaryEndpoint({
    path: "/api/people/players/summary/",
    summary:
      "Tiles and dropdown options of the Players screen: count, active, championships and All-Star selections over every filter; sports, positions and teams over sport__slug and level__slug only",
    tag,
    filters,
    item: entities.playerSummary,
    get: (db, q) => summarizePlayers(db, toFilters(q)),
  }),
  detailEndpoint({
    path: "/api/people/players/{slug}/",
    summary: "One player, by the person's slug",
    tag,
    item: entities.player,
    get: getPlayer,
  }),
];
