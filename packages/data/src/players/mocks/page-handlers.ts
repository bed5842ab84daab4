// MSW handlers for the player page (issue #16), answering like the API: the detail, its season
// rows in pages, 404 `{"detail": "Not found."}` for an unknown slug.
import type { PlayerSeason } from "@tl/contract/player-seasons";
import { playerPaths, type PlayerDetail } from "@tl/contract/players";
import { detailHandlers } from "../../shared/mocks";
import { drydenDetail, drydenSeasons, ruthDetail, ruthSeasons } from "./page-rows";

const details: Record<string, PlayerDetail> = { [ruthDetail.slug]: ruthDetail, [drydenDetail.slug]: drydenDetail };
const seasonRows: Record<string, readonly PlayerSeason[]> = { [ruthDetail.slug]: ruthSeasons, [drydenDetail.slug]: drydenSeasons };

/** GET /api/people/players/{slug}/ and …/seasons/: Ruth and Dryden (or `details`/`seasons` given), else 404. */
export function playerPageHandlers(options: { details?: Record<string, PlayerDetail>; seasons?: Record<string, readonly PlayerSeason[]> } = {}) {
  const { details: found = details, seasons = seasonRows } = options;
  return detailHandlers(playerPaths, found, seasons);
}
