// spec §2 Players tiles, from summary/ over every filter: the API counts and sums all the
// matching players, which the browser, holding one page of them, cannot.
import type { PlayerSummary } from "@tl/data/players";
import { NOT_AVAILABLE } from "@tl/data/shared";
import { Globe, Star, Trophy, UserCheck } from "lucide-react";
import { SummaryTiles } from "../../../components/summary-tiles";

export function PlayerTiles({ summary, failed }: { summary: PlayerSummary | undefined; failed: boolean }) {
  // While loading an ellipsis; if summary/ fails, 'N/A' (the list below still works); a sum
  // the API does not hold (All-Star selections on a site without All-Star data) is 'N/A' too.
  const value = (pick: (data: PlayerSummary) => number | null) =>
    summary ? (pick(summary) ?? NOT_AVAILABLE) : failed ? NOT_AVAILABLE : "…";
  return (
    <SummaryTiles
      label="Player totals"
      tiles={[
        { label: "Active Players", value: value((s) => s.active), icon: UserCheck },
        { label: "Total Championships", value: value((s) => s.championships), icon: Trophy },
        { label: "All-Star Selections", value: value((s) => s.allStarSelections), icon: Star },
        { label: "Sports Covered", value: value((s) => s.sports.length), icon: Globe },
      ]}
    />
  );
}
