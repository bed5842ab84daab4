import type { CoachStatus } from "@tl/data/coaches";
import type { BadgeTone } from "../../../components/badge";

/** spec §4 gives no coach colours; these follow the players' (active success, retired secondary). */
export const STATUS_TONE: Readonly<Record<CoachStatus, BadgeTone>> = {
  active: "success",
  interim: "warning",
  retired: "secondary",
  fired: "danger",
  resigned: "neutral",
  inactive: "neutral",
};
