// spec §7 /api/people/coaches/ and its active/ and head_coaches/ views, and the Coaches
// screen's tiles and dropdown options (summary/, preferred by the router to {slug}/).
import { COACH_SEASON_ORDERING, coachSeason, coachSeasonFilters } from "@tl/contract/coach-seasons";
import {
  coach,
  coachDetail,
  COACH_ORDERING,
  coachFilters,
  coachPaths,
  coachSummary,
  type CoachFilters as Query,
} from "@tl/contract/coaches";
import { getCoachDetail } from "@tl/db/queries/coach-page";
import { listCoachSeasons } from "@tl/db/queries/coach-seasons";
import { listCoaches, type CoachFilters } from "@tl/db/queries/coaches";
import { coachPersonIdOf } from "@tl/db/queries/person-key";
import { summarizeCoaches } from "@tl/db/queries/person-summaries";
import { detailEndpoint, listEndpoint, summaryEndpoint } from "../api/endpoint";
import { statusFilter } from "./people-filters";

const tag = "people";

const toFilters = (q: Query): CoachFilters => ({
  sportSlug: q.sport__slug,
  levelSlug: q.level__slug,
  leagueSlug: q.league__slug,
  position: q.position,
  teamSlug: q.team__slug,
  search: q.search,
  ...statusFilter(q.status, []),
});

const list = (summary: string, path: string, view: CoachFilters = {}) =>
  listEndpoint({
    path,
    summary,
    tag,
    filters: coachFilters,
    ordering: COACH_ORDERING,
    item: coach,
    list: (db, q, page, ordering) => listCoaches(db, { ...toFilters(q), ...view }, page, ordering),
  });

export const coachEndpoints = [
  list("Coaches, by last name", coachPaths.list),
  list("Active coaches", coachPaths.active, { activeOnly: true }),
  list("Head coaches: a position containing 'head coach', or 'Manager'", coachPaths.headCoaches, { headCoaches: true }),
  summaryEndpoint({
    path: coachPaths.summary,
    summary:
      "Tiles and dropdown options of the Coaches screen: count, active, championships and average years coaching over every filter; sports, positions and teams over sport__slug and level__slug only",
    tag,
    filters: coachFilters,
    item: coachSummary,
    get: (db, q) => summarizeCoaches(db, toFilters(q)),
  }),
  detailEndpoint({
    path: coachPaths.detail,
    summary: "One coach, by the person's slug or the coach's id: the card's fields with his titles, awards by year and career totals",
    tag,
    item: coachDetail,
    ids: true,
    get: getCoachDetail,
  }),
  listEndpoint({
    path: coachPaths.seasons,
    summary:
      "One coach's seasons: a row per season and team (a mid-season change is a second stint), oldest first, with the regular-season record, finish and playoff record, followed by a career row per league (regular season and playoffs summed). Not paged in practice: a career fits one page (the default page holds 100)",
    tag,
    filters: coachSeasonFilters,
    ordering: COACH_SEASON_ORDERING,
    item: coachSeason,
    parent: coachPersonIdOf,
    list: (db, q, page) => listCoachSeasons(db, q.slug ?? "", page),
  }),
];
