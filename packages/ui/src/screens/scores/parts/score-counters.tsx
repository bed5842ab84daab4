// spec §2 Scores: counters live, final, upcoming (scheduled) and sports, from the API's
// summary of the same filtered games (the list itself is paged and never held whole).
import type { GameSummary } from "@tl/data/games";
import { NOT_AVAILABLE } from "@tl/data/shared";
import { CalendarClock, CheckCircle2, Layers, Radio } from "lucide-react";
import { SummaryTiles } from "../../../components/summary-tiles";

/** While loading '…'; after a failure 'N/A', never a made-up 0. */
export function ScoreCounters({ summary, failed }: { summary: GameSummary | undefined; failed: boolean }) {
  const value = (pick: (summary: GameSummary) => number) => (summary ? pick(summary) : failed ? NOT_AVAILABLE : "…");
  return (
    <SummaryTiles
      label="Game counters"
      tiles={[
        { label: "Live", value: value((s) => s.live), icon: Radio },
        { label: "Final", value: value((s) => s.final), icon: CheckCircle2 },
        { label: "Upcoming", value: value((s) => s.scheduled), icon: CalendarClock },
        { label: "Sports", value: value((s) => s.sports.length), icon: Layers },
      ]}
    />
  );
}
