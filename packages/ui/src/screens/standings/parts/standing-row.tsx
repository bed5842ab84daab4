// spec §2 Standings: one team's row. The whole row is the toggle of its detail panel
// (spec §4: one open at a time). Values arrive defaulted and derived (packages/data).
import { formatLocalDate, formatRecord, formatWinPercentage } from "@tl/data/shared";
import type { PlayoffPosition, Standing } from "@tl/data/standings";
import { Award, Crown, Hash, Medal, type LucideIcon } from "lucide-react";
import { Badge, type BadgeTone } from "../../../components/badge";
import { Detail } from "../../../components/expandable";
import { ExpandableCard, ExpandChevron } from "../../../components/expandable-card";
import { FranchiseLink } from "../../../components/franchise-link";

/** spec §9 rank icon thresholds: 1, up to 3, up to 8. */
export function rankIcon(rank: number): { icon: LucideIcon; name: string; className: string } {
  if (rank === 1) return { icon: Crown, name: "crown", className: "text-accent-700" };
  if (rank <= 3) return { icon: Medal, name: "medal", className: "text-secondary-700" };
  if (rank <= 8) return { icon: Award, name: "award", className: "text-primary-700" };
  return { icon: Hash, name: "default", className: "text-muted" };
}

export const PLAYOFF_TONES: Record<PlayoffPosition, BadgeTone> = {
  champion: "accent",
  playoffs: "success",
  bubble: "warning",
  eliminated: "neutral",
};

/** spec §2: streak coloured by type, win green, loss red, other grey. */
const STREAK_CLASSES: Record<Standing["streakType"], string> = {
  win: "text-success",
  loss: "text-danger",
  other: "text-muted",
};

/** Fixed widths, so the columns line up from row to row; an absent value keeps its slot. */
function Stat({ label, value, width, className = "text-ink" }: { label: string; value: string | null; width: string; className?: string }) {
  if (value === null) return <span aria-hidden className={width} />;
  return (
    <span className={`flex flex-col items-end ${width}`}>
      <span className="text-[0.65rem] font-semibold tracking-wide text-muted uppercase">{label}</span>
      <span className={`text-sm font-semibold tabular-nums ${className}`}>{value}</span>
    </span>
  );
}

function gamesBehind(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * The open row's panel, its own component: a closed row's panel is never rendered, so a table
 * of a hundred rows formats no dates while it hydrates (the first toLocaleDateString of a page
 * loads Intl's locale data, 7-26 ms in this machine's Chromium).
 */
function StandingDetails({ row, team, levelSlug }: { row: Standing; team: string; levelSlug: string | null }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 bg-canvas px-4 py-4 sm:grid-cols-3 lg:grid-cols-4">
        {row.homeRecord && <Detail label="Home Record">{row.homeRecord}</Detail>}
        {row.awayRecord && <Detail label="Away Record">{row.awayRecord}</Detail>}
        {row.divisionRecord && <Detail label="Division Record">{row.divisionRecord}</Detail>}
        {row.conferenceRecord && <Detail label="Conference Record">{row.conferenceRecord}</Detail>}
        <Detail label="Games Played">{String(row.gamesPlayed)}</Detail>
        {row.points !== null && <Detail label="Points">{String(row.points)}</Detail>}
        <Detail label="Last Updated">{formatLocalDate(row.lastUpdated)}</Detail>
      </dl>
      {/* Issue #16: the row is its panel's toggle, so the franchise's page is linked from the panel. */}
      {row.teamSlug !== null && (
        <p className="border-t border-line bg-canvas px-4 py-3 text-sm text-ink">
          Franchise:{" "}
          <FranchiseLink slug={row.teamSlug} sportSlug={row.sportSlug} levelSlug={levelSlug}>
            {team}
          </FranchiseLink>
        </p>
      )}
    </>
  );
}

export function StandingRow(props: { row: Standing; levelSlug: string | null; open: boolean; panelId: string; onToggle: () => void }) {
  const { row, levelSlug, open, panelId, onToggle } = props;
  const { icon: RankIcon, name: rankIconName, className: rankClass } = rankIcon(row.rank);
  const place = [row.division, row.conference].filter(Boolean).join(" • ");
  const team = row.teamCity ? `${row.teamCity} ${row.teamName}` : row.teamName;
  return (
    <ExpandableCard
      as="li"
      open={open}
      onToggle={onToggle}
      panelId={panelId}
      className="render-lazy-24 border-b border-line last:border-b-0"
      toggleClassName="grid w-full grid-cols-[2.75rem_3rem_minmax(0,1fr)_1rem] items-center gap-x-3 gap-y-2 px-4 py-3 text-left hover:bg-primary-50/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 lg:grid-cols-[2.75rem_3rem_minmax(0,1fr)_11rem_auto_1rem]"
      face={
        <>
          <span className="flex items-center gap-1 font-bold text-ink tabular-nums">
            <RankIcon aria-hidden data-rank-icon={rankIconName} className={`size-4 shrink-0 ${rankClass}`} />
            <span className="sr-only">Rank </span>
            {row.rank}
          </span>
          <span className="rounded-lg bg-primary-50 py-1 text-center text-xs font-bold tracking-wide text-primary-800">
            {row.abbreviation}
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold break-words text-ink">{team}</span>
            <span className="text-xs break-words text-muted">{place}</span>
          </span>
          <ExpandChevron open={open} className="size-4 text-muted lg:order-last" />
          {/* Phones: badges and figures share a second line, under the rank too below `sm` (320 px
              leaves the four figures no room beside it); wide screens: their own columns. */}
          <span className="col-span-4 col-start-1 flex flex-wrap items-center justify-between gap-2 sm:col-span-3 sm:col-start-2 lg:contents">
            <span className="flex flex-wrap items-center gap-1.5">
              {row.sportName && <Badge tone="primary">{row.sportName}</Badge>}
              {row.playoffPosition && row.playoffLabel && <Badge tone={PLAYOFF_TONES[row.playoffPosition]}>{row.playoffLabel}</Badge>}
            </span>
            <span className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
              <Stat label="Record" width="w-16" value={formatRecord(row.wins, row.losses, row.ties)} />
              <Stat label="Win %" width="w-14" value={formatWinPercentage(row.winPercentage)} />
              <Stat label="GB" width="w-8" value={row.gamesBehind !== null && row.gamesBehind > 0 ? gamesBehind(row.gamesBehind) : null} />
              <Stat label="Streak" width="w-12" value={row.streak} className={STREAK_CLASSES[row.streakType]} />
            </span>
          </span>
        </>
      }
    >
      <StandingDetails row={row} team={team} levelSlug={levelSlug} />
    </ExpandableCard>
  );
}
