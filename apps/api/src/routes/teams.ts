// spec §7 /api/teams/teams/ and /api/teams/teams/{slug}/.
import { getTeam, listTeams, TEAM_ORDERING } from "@tl/db/queries/teams";
import { z } from "zod";
import { detailEndpoint, listEndpoint } from "../api/endpoint";
import * as entities from "../api/entities/index";
import { param } from "../api/query";

const tag = "teams";

export const teamEndpoints = [
  listEndpoint({
    path: "/api/teams/teams/",
    summary: "Teams: franchises and college programs",
    tag,
    filters: z.object({
      sport__slug: param.slug(),
      level__slug: param.slug(),
      conference: param.text().describe("Exact conference name, e.g. 'AFC' or 'Big Ten'."),
      division: param.text().describe("Exact division name, e.g. 'NFC East'."),
      search: param.text().describe("Case-insensitive substring of the team's city, name or abbreviation."),
    }),
    ordering: TEAM_ORDERING,
    item: entities.team,
    list: (db, q, page, ordering) =>
      listTeams(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug, conference: q.conference, division: q.division, search: q.search }, page, ordering),
  }),
  detailEndpoint({
    path: "/api/teams/teams/{slug}/",
    summary: "One team, with the names and cities it played under",
    tag,
    item: entities.teamDetail,
    get: getTeam,
  }),
];
