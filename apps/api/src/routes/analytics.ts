// Issue #19: /api/analytics/…, each chart of the analytics page aggregated by the database for one
// championship: named by `championship`, or the one championship of the site's sport and level.
import {
  analyticsFilters,
  analyticsPaths,
  dynastiesAnswer,
  droughtsAnswer,
  finalsAnswer,
  geographyAnswer,
  parityAnswer,
  titlesAnswer,
  type AnalyticsFilters,
} from "@tl/contract/analytics";
import type { Database } from "@tl/db/client";
import { droughts } from "@tl/db/queries/analytics-droughts";
import { dynasties } from "@tl/db/queries/analytics-dynasties";
import { finals } from "@tl/db/queries/analytics-finals";
import { geography } from "@tl/db/queries/analytics-geography";
import { parity } from "@tl/db/queries/analytics-parity";
import { analyticsScopes, type AnalyticsScope } from "@tl/db/queries/analytics-scope";
import { titlesOverTime } from "@tl/db/queries/analytics-titles";
import type { z } from "zod/mini";
import { summaryEndpoint } from "../api/endpoint";
import { QueryError } from "../api/query";

/** The one championship the parameters name; else 400 with the choices, as a choice parameter answers. */
export async function analyticsScope(db: Database, filters: AnalyticsFilters): Promise<AnalyticsScope> {
  const site = { sportSlug: filters.sport__slug, levelSlug: filters.level__slug };
  const found = await analyticsScopes(db, { ...site, championshipSlug: filters.championship });
  if (found.length === 1 && found[0]) return found[0];
  const inSite = found.length > 0 ? found : await analyticsScopes(db, site);
  const choices = (inSite.length > 0 ? inSite : await analyticsScopes(db, {})).map((scope) => scope.championship.slug).join(", ");
  throw new QueryError({
    championship: [
      filters.championship === undefined
        ? `This field is required unless sport__slug and level__slug name one championship. Choose one of: ${choices}.`
        : `Select a valid choice. ${filters.championship} is not one of the available choices: ${choices}.`,
    ],
  });
}

const chart = (path: string, summary: string, item: z.ZodMiniType, answer: (db: Database, scope: AnalyticsScope) => Promise<unknown>) =>
  summaryEndpoint({
    path,
    summary,
    tag: "analytics",
    filters: analyticsFilters,
    item,
    get: async (db, filters) => answer(db, await analyticsScope(db, filters)),
  });

export const analyticsEndpoints = [
  chart(
    analyticsPaths.titles,
    "Titles over time: each franchise's titles as a cumulative step line (one step per title), most titles first",
    titlesAnswer,
    titlesOverTime,
  ),
  chart(
    analyticsPaths.dynasties,
    "Dynasties: each franchise's most titles in any 5 and 10 seasons, the top ten of each (ties kept)",
    dynastiesAnswer,
    dynasties,
  ),
  chart(
    analyticsPaths.droughts,
    "Droughts: every active franchise of the championship's league, by seasons since its last title (or since it began, for one that never won)",
    droughtsAnswer,
    droughts,
  ),
  chart(analyticsPaths.parity, "Parity: titles and distinct champions per decade", parityAnswer, parity),
  chart(
    analyticsPaths.finals,
    "Finals: how many games the title series lasted, and who won the deciding games we hold, home or away",
    finalsAnswer,
    finals,
  ),
  chart(
    analyticsPaths.geography,
    "Geography: titles by the state or province where the champion played that season",
    geographyAnswer,
    geography,
  ),
];
