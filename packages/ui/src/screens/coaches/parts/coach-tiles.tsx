// spec §2 Coaches: four tiles over every coach matching the filters, from the summary call
// (never from the loaded page alone, which holds 48 of ~1,100).
import type { CoachSummary } from "@tl/data/coaches";
import { NOT_AVAILABLE } from "@tl/data/shared";
import { Clock, Layers, Trophy, UserCheck } from "lucide-react";
import { SummaryTiles } from "../../../components/summary-tiles";

export function CoachTiles({ summary, failed }: { summary: CoachSummary | undefined; failed: boolean }) {
  // While the first summary loads the tiles hold a dash; if it fails they say N/A (the list still works).
  const value = (pick: (loaded: CoachSummary) => number) => (summary ? pick(summary) : failed ? NOT_AVAILABLE : "—");
  return (
    <SummaryTiles
      label="Coach summary"
      tiles={[
        { label: "Active Coaches", value: value((s) => s.active), icon: UserCheck },
        { label: "Total Championships", value: value((s) => s.championships), icon: Trophy },
        { label: "Avg Years Coaching", value: value((s) => s.averageYearsCoaching), icon: Clock },
        { label: "Sports Covered", value: value((s) => s.sports.length), icon: Layers },
      ]}
    />
  );
}
