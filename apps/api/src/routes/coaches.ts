// spec §7 /api/people/coaches/ and its active/ and head_coaches/ views, and the Coaches
// screen's tiles and dropdown options (summary/, preferred by the router to {slug}/).
import { COACH_ORDERING, getCoach, listCoaches, type CoachFilters } from "@tl/db/queries/people";
import { summarizeCoaches } from "@tl/db/queries/summaries";
import { z } from "zod";
import { detailEndpoint, listEndpoint, summaryEndpoint } from "../api/endpoint";
import * as entities from "../api/entities/index";
import { param } from "../api/query";
import { roleFilters, statusFilter } from "./players";

const tag = "people";

const filters = z.object({
  ...roleFilters,
  status: param
    .choice(["active", "interim", "retired", "fired", "resigned"])
    .describe("active: is_active; interim, retired, fired and resigned: not active (the data records only active or not)."),
});

const toFilters = (q: z.output<typeof filters>): CoachFilters => ({
  sportSlug: q.sport__slug,
  levelSlug: q.level__slug,
  position: q.position,
  teamSlug: q.team__slug,
  search: q.search,
  ...statusFilter(q.status, []),
});

const list = (summary: string, path: string, view: CoachFilters = {}) =>
  listEndpoint({
    path: `/api/people/coaches/${path}`,
    summary,
    tag,
    filters,
    ordering: COACH_ORDERING,
    item: entities.coach,
    list: (db, q, page, ordering) => listCoaches(db, { ...toFilters(q), ...view }, page, ordering),
  });

export const coachEndpoints = [
  list("Coaches, by last name", ""),
  list("Active coaches", "active/", { activeOnly: true }),
  list("Head coaches: a position containing 'head coach', or 'Manager'", "head_coaches/", { headCoaches: true }),
  summaryEndpoint({
    path: "/api/people/coaches/summary/",
    summary:
      "Tiles and dropdown options of the Coaches screen: count, active, championships and average years coaching over every filter; sports, positions and teams over sport__slug and level__slug only",
    tag,
    filters,
    item: entities.coachSummary,
    get: (db, q) => summarizeCoaches(db, toFilters(q)),
  }),
  detailEndpoint({
    path: "/api/people/coaches/{slug}/",
    summary: "One coach, by the person's slug",
    tag,
    item: entities.coach,
    get: getCoach,
  }),
];
