// A season's status as a badge, on its card and on its page.
import type { SeasonStatus } from "@tl/data/seasons";
import type { BadgeTone } from "../../../components/badge";

/** A season over without a recorded result is not 'Completed' (issue #13): it says so. */
export const SEASON_STATUS_BADGES: Record<SeasonStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  completed: { label: "Completed", tone: "secondary" },
  unrecorded: { label: "Result not recorded", tone: "warning" },
  upcoming: { label: "Upcoming", tone: "primary" },
};
