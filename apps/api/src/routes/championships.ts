// spec §7 /api/championships/…: championships, their champions, seasons and deciding games.
import { CHAMPION_ORDERING, CHAMPIONSHIP_ORDERING, getChampionship, listChampions, listChampionships } from "@tl/db/queries/championships";
import { z } from "zod";
import { detailEndpoint, listEndpoint } from "../api/endpoint";
import * as entities from "../api/entities/index";
import { param } from "../api/query";

const tag = "championships";

export const championshipEndpoints = [
  listEndpoint({
    path: "/api/championships/championships/",
    summary: "Championships",
    tag,
    filters: z.object({
      sport__slug: param.slug(),
      level__slug: param.slug(),
      search: param.text().describe("Case-insensitive substring of the championship's name or its sport's name."),
    }),
    ordering: CHAMPIONSHIP_ORDERING,
    item: entities.championship,
    list: (db, q, page, ordering) => listChampionships(db, { sportSlug: q.sport__slug, levelSlug: q.level__slug, search: q.search }, page, ordering),
  }),
  detailEndpoint({
    path: "/api/championships/championships/{slug}/",
    summary: "One championship",
    tag,
    item: entities.championship,
    get: getChampionship,
  }),
  listEndpoint({
    path: "/api/championships/championships/{slug}/champions/",
    summary: "The champions of one championship, newest first",
    tag,
    filters: z.object({ season__start_year: param.year(), search: param.text() }),
    ordering: CHAMPION_ORDERING,
    item: entities.champion,
    parent: getChampionship,
    list: (db, q, page, ordering) => listChampions(db, { championshipSlug: q.slug, seasonStartYear: q.season__start_year, search: q.search }, page, ordering),
  }),
  listEndpoint({
    path: "/api/championships/champions/",
    summary: "Champions of every championship, newest first",
    tag,
    filters: z.object({
      season__start_year: param.year().describe("Season start year: 2024-25 is 2024."),
      sport__slug: param.slug(),
      level__slug: param.slug(),
      team__slug: param.slug(),
      search: param.text().describe("Case-insensitive substring of the champion's or runner-up's name or city, or the championship's name."),
    }),
    ordering: CHAMPION_ORDERING,
    item: entities.champion,
    list: (db, q, page, ordering) =>
      listChampions(db, { seasonStartYear: q.season__start_year, sportSlug: q.sport__slug, levelSlug: q.level__slug, teamSlug: q.team__slug, search: q.search }, page, ordering),
  }),
];
