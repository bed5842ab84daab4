import { Crown, Scale, TrendingUp, Users } from "lucide-react";
import { SummaryTiles } from "../../../components/summary-tiles";
import type { standingCounts } from "./standings-view";

/** spec §2 Standings: Champions, Playoff Teams, On the Bubble, Total Teams, over the rows shown. */
export function StandingsTiles({ counts }: { counts: ReturnType<typeof standingCounts> }) {
  return (
    <SummaryTiles
      label="Standings summary"
      tiles={[
        { label: "Champions", value: counts.champions, icon: Crown },
        { label: "Playoff Teams", value: counts.playoffs, icon: TrendingUp },
        { label: "On the Bubble", value: counts.bubble, icon: Scale },
        { label: "Total Teams", value: counts.total, icon: Users },
      ]}
    />
  );
}
