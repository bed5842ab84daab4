import { historyStart, type Championship } from "@tl/data/championships";
import { CalendarClock, Layers, Trophy } from "lucide-react";
import { SummaryTile } from "../../../components/summary-tiles";

/**
 * spec §2 Championships: three summary cards over the loaded championships (the site's, before
 * the visitor's search and sport filter): total, sports covered, and the first year of history.
 */
export function ChampionshipTiles({ championships }: { championships: readonly Championship[] }) {
  const sports = new Set(championships.map((championship) => championship.sportName?.toLowerCase()).filter(Boolean));
  return (
    <dl aria-label="Summary" className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
      <SummaryTile label="Total Championships" value={championships.length} icon={Trophy} />
      <SummaryTile label="Sports Covered" value={sports.size} icon={Layers} />
      {/* A year, not a count: no thousands separator. */}
      <SummaryTile label="Years of History" value={`${String(historyStart(championships))}+`} icon={CalendarClock} />
    </dl>
  );
}
