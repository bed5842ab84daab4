// spec §7 /api/people/coaches/ and its active/ and head_coaches/ views.
import { COACH_ORDERING, getCoach, listCoaches, type CoachFilters } from "@tl/db/queries/people";
import { z } from "zod";
import { detailEndpoint, listEndpoint } from "../api/endpoint";
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

const list = (summary: string, path: string, view: CoachFilters = {}) =>
  listEndpoint({
    path: `/api/people/coaches/${path}`,
    summary,
    tag,
    filters,
    ordering: COACH_ORDERING,
    item: entities.coach,
    list: (db, q, page, ordering) =>
      listCoaches(
        db,
        { sportSlug: q.sport__slug, levelSlug: q.level__slug, position: q.position, teamSlug: q.team__slug, search: q.search, ...statusFilter(q.status, []), ...view },
        page,
        ordering,
      ),
  });

export const coachEndpoints = [
  list("Coaches, by last name", ""),
  list("Active coaches", "active/", { activeOnly: true }),
  list("Head coaches: a position containing 'head coach', or 'Manager'", "head_coaches/", { headCoaches: true }),
  detailEndpoint({
    path: "/api/people/coaches/{slug}/",
    summary: "One coach, by the person's slug",
    tag,
    item: entities.coach,
    get: getCoach,
  }),
];
