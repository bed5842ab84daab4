// spec §2 Seasons card: the whole header toggles the detail panel (one open at a time, §4).
import type { Season } from "@tl/data/seasons";
import { Trophy } from "lucide-react";
import { Badge } from "../../../components/badge";
import { Detail } from "../../../components/expandable";
import { ExpandableCard, ExpandChevron } from "../../../components/expandable-card";
import { PageArrowLink } from "../../../components/page-arrow-link";
import { SEASON_STATUS_BADGES } from "./status-badges";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex flex-col">
      <span className="text-xs text-muted">{label}</span>
      <span className="font-semibold text-ink">{value}</span>
    </span>
  );
}

export function SeasonCard({ season, open, onToggle }: { season: Season; open: boolean; onToggle: () => void }) {
  const status = SEASON_STATUS_BADGES[season.status];
  return (
    <ExpandableCard
      open={open}
      onToggle={onToggle}
      className="render-lazy-64 h-full overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
      toggleClassName="flex w-full flex-col gap-3 p-5 text-left focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none focus-visible:ring-inset"
      face={
        <>
          <span className="flex w-full items-center gap-1.5">
            {season.sportName && <Badge tone="primary">{season.sportName}</Badge>}
            <Badge tone={status.tone}>{status.label}</Badge>
            <ExpandChevron open={open} className="ml-auto size-5 shrink-0 text-muted" />
          </span>
          <span className="flex flex-col gap-1">
            <span className="text-lg leading-snug font-semibold text-ink">{season.name}</span>
            <span className="text-sm text-muted">{season.leagueAndLevel}</span>
          </span>
          <span className="flex items-center gap-2 text-sm text-ink">
            <Trophy aria-hidden className="size-4 shrink-0 text-accent-700" />
            <span>Champion: {season.championLabel}</span>
          </span>
          {season.resultNote && <span className="text-sm text-muted">{season.resultNote}</span>}
          <span className="grid w-full grid-cols-3 gap-2 text-sm">
            <Fact label="Teams" value={season.teamsCount} />
            <Fact label="Games" value={season.gamesCount} />
            <Fact label="Duration" value={season.duration} />
          </span>
        </>
      }
    >
      {season.slug !== null && (
        <div className="border-t border-line px-5 pt-4 text-sm">
          Standings, playoffs and leaders: <PageArrowLink kind="seasons" entity={season} name={season.name} />
        </div>
      )}
      {/* The playoffs format takes the whole width; a wrapper around its Detail would break the <dl>'s structure. */}
      <dl className="grid grid-cols-2 gap-4 border-t border-line p-5 [&>:last-child]:col-span-2">
        <Detail label="Start Date">{season.startDate}</Detail>
        <Detail label="End Date">{season.endDate}</Detail>
        <Detail label="Championship">{season.championshipName}</Detail>
        <Detail label="Regular Season">{season.regularSeasonGames}</Detail>
        <Detail label="Playoffs Format">{season.playoffsFormat}</Detail>
      </dl>
    </ExpandableCard>
  );
}
