// spec §7 /api/people/players/ and its active/, by_position/ and rookies/ views, and the
// Players screen's tiles and dropdown options (summary/). summary/ is a static path, so the
// router prefers it to {slug}/.
import { PLAYER_SEASON_ORDERING, playerSeason, playerSeasonFilters } from "@tl/contract/player-seasons";
import {
  player,
  playerDetail,
  PLAYER_ORDERING,
  playerFilters,
  playerPaths,
  playerPositionFilters,
  playerSummary,
  UNRECORDED_PLAYER_STATUSES,
  type PlayerFilters as Query,
} from "@tl/contract/players";
import { playerKeyOf } from "@tl/db/queries/person-key";
import { getPlayerDetail } from "@tl/db/queries/player-page";
import { listPlayerSeasons } from "@tl/db/queries/player-seasons";
import { listPlayers, type PlayerFilters } from "@tl/db/queries/players";
import { summarizePlayers } from "@tl/db/queries/person-summaries";
import { detailEndpoint, listEndpoint, summaryEndpoint } from "../api/endpoint";
import { statusFilter } from "./people-filters";

const tag = "people";

const toFilters = (q: Query): PlayerFilters => ({
  sportSlug: q.sport__slug,
  levelSlug: q.level__slug,
  leagueSlug: q.league__slug,
  position: q.position,
  teamSlug: q.team__slug,
  search: q.search,
  ...statusFilter(q.status, UNRECORDED_PLAYER_STATUSES),
});

const list = (summary: string, path: string, view: PlayerFilters = {}) =>
  listEndpoint({
    path,
    summary,
    tag,
    filters: playerFilters,
    ordering: PLAYER_ORDERING,
    item: player,
    list: (db, q, page, ordering) => listPlayers(db, { ...toFilters(q), ...view }, page, ordering),
  });

export const playerEndpoints = [
  list("Players, by last name", playerPaths.list),
  list("Active players", playerPaths.active, { activeOnly: true }),
  listEndpoint({
    path: playerPaths.byPosition,
    summary: "Players whose position contains the given text",
    tag,
    filters: playerPositionFilters,
    ordering: PLAYER_ORDERING,
    item: player,
    list: (db, q, page, ordering) => listPlayers(db, toFilters(q), page, ordering),
  }),
  list("The newest class: players whose debut year is their league's latest", playerPaths.rookies, { rookies: true }),
  summaryEndpoint({
    path: playerPaths.summary,
    summary:
      "Tiles and dropdown options of the Players screen: count, active, championships and All-Star selections over every filter; sports, positions and teams over sport__slug and level__slug only",
    tag,
    filters: playerFilters,
    item: playerSummary,
    get: (db, q) => summarizePlayers(db, toFilters(q)),
  }),
  detailEndpoint({
    path: playerPaths.detail,
    summary:
      "One player, by the person's slug or the player's id: the card's fields (the bio) with his titles, awards by year, All-Star years and the franchises he played for",
    tag,
    item: playerDetail,
    ids: true,
    get: getPlayerDetail,
  }),
  listEndpoint({
    path: playerPaths.seasons,
    summary:
      "One player's seasons: a row per season, team (stint) and kind of statistics (batting, pitching, skater, goalie), oldest first within each kind, each kind followed by its career row per league. Not paged in practice: a career fits one page (58 rows at most in the data, the default page holds 100)",
    tag,
    filters: playerSeasonFilters,
    ordering: PLAYER_SEASON_ORDERING,
    item: playerSeason,
    parent: playerKeyOf,
    list: (db, q, page) => listPlayerSeasons(db, q.slug ?? "", q.kind, page),
  }),
];
