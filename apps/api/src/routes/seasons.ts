// spec §7 /api/championships/seasons/.
import { listSeasons, SEASON_ORDERING, SEASON_STATUSES } from "@tl/db/queries/seasons";
import { z } from "zod";
import { listEndpoint } from "../api/endpoint";
import * as entities from "../api/entities/index";
import { param } from "../api/query";

export const seasonEndpoints = [
  listEndpoint({
    path: "/api/championships/seasons/",
    summary: "Seasons, newest first, with the champion of the league's championship",
    tag: "championships",
    filters: z.object({
      sport__slug: param.slug(),
      level__slug: param.slug(),
      season__start_year: param.year().describe("Season start year: 2024-25 is 2024."),
      status: param.choice(SEASON_STATUSES).describe("active, completed, unrecorded or upcoming, as the season's status field (a season over without a recorded result is unrecorded, not completed)."),
      search: param.text().describe("Case-insensitive substring of the season's name, its sport's or league's name, or its champion's name or city."),
    }),
    ordering: SEASON_ORDERING,
    item: entities.season,
    list: (db, q, page, ordering) =>
      listSeasons(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug, startYear: q.season__start_year, status: q.status, search: q.search }, page, ordering),
  }),
];
