// spec §2 Players tiles, from summary/ over every filter: the API counts and sums all the
// matching players, which the browser, holding one page of them, cannot.
import type { PlayerSummary } from "@tl/data/players";
import { NOT_AVAILABLE } from "@tl/data/shared";
import { Globe, Star, Trophy, UserCheck } from "lucide-react";
import { NotAvailable } from "../../../components/not-available";
import { SummaryTiles } from "../../../components/summary-tiles";

export const UNSUMMED_TITLES = "Not summed: our data does not count every title of some of these players.";
export const UNSUMMED_ALL_STARS = "Not summed: we hold no All-Star data for some of these players' leagues.";

export function PlayerTiles({ summary, failed }: { summary: PlayerSummary | undefined; failed: boolean }) {
  // While loading an ellipsis; if summary/ fails, 'N/A' (the list below still works); a sum
  // the API does not hold (All-Star selections on a site without All-Star data) is 'N/A' too.
  // Issue #15: the API sums a count only when it holds every matching player's; null says why.
  const value = (pick: (data: PlayerSummary) => number | null, why = "") => {
    if (!summary) return failed ? NOT_AVAILABLE : "…";
    return pick(summary) ?? (why ? <NotAvailable why={why} /> : NOT_AVAILABLE);
  };
  return (
    <SummaryTiles
      label="Player totals"
      tiles={[
        { label: "Active Players", value: value((s) => s.active), icon: UserCheck },
        { label: "Total Championships", value: value((s) => s.championships, UNSUMMED_TITLES), icon: Trophy },
        { label: "All-Star Selections", value: value((s) => s.allStarSelections, UNSUMMED_ALL_STARS), icon: Star },
        { label: "Sports Covered", value: value((s) => s.sports.length), icon: Globe },
      ]}
    />
  );
}
