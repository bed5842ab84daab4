// spec §2 Players card: the whole header is the toggle (one card open at a time, spec §4);
// the detail panel below it opens with the shared 0.3 s animation.
import { formatCount, NOT_AVAILABLE, orNotAvailable } from "@tl/data/shared";
import type { Player, PlayerIcon as PlayerIconKind, PlayerStatus, PlayerTeam } from "@tl/data/players";
import { Award, Star, Trophy, User, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Badge, type BadgeTone } from "../../../components/badge";
import { ExpandableCard, ExpandChevron } from "../../../components/expandable-card";
import { NotAvailable } from "../../../components/not-available";
import { PlayerDetails } from "./player-details";

/** spec §4: active success, retired secondary, injured warning, inactive error. */
/** Why a player's count is 'N/A' (issue #15): the API sends null only where it cannot count completely. */
export const UNCOUNTED_TITLES =
  "Not counted: our data does not hold every title of this player (no roster of his titles, or a career it ends in the middle of).";
export const UNCOUNTED_ALL_STARS = "Not counted: we hold no All-Star data for this player's league.";

export const STATUS_TONES: Record<PlayerStatus, BadgeTone> = {
  active: "success",
  retired: "secondary",
  injured: "warning",
  inactive: "danger",
};
export const STATUS_LABELS: Record<PlayerStatus, string> = {
  active: "Active",
  retired: "Retired",
  injured: "Injured",
  inactive: "Inactive",
};

/** spec §2: trophy (more than 2 championships), star (an MVP award), award (more than 3 awards), else a person. */
const ICONS: Record<PlayerIconKind, { icon: LucideIcon; label: string }> = {
  trophy: { icon: Trophy, label: "Multiple champion" },
  star: { icon: Star, label: "MVP" },
  award: { icon: Award, label: "Decorated" },
  user: { icon: User, label: "Player" },
};

function Emblem({ player }: { player: Player }) {
  if (player.jerseyNumber) {
    return (
      <span className="text-xl font-bold text-primary-700">
        <span className="sr-only">Jersey number </span>
        <span>#{player.jerseyNumber}</span>
      </span>
    );
  }
  const { icon: Icon, label } = ICONS[player.icon];
  return <Icon role="img" aria-label={label} data-icon={player.icon} className="size-6 text-primary-700" />;
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <span className="flex min-w-0 flex-col items-center rounded-xl bg-canvas px-2 py-1.5 text-center">
      <span className="text-base font-bold text-ink">{typeof value === "number" ? formatCount(value) : value}</span>
      <span className="text-xs break-words text-muted">{label}</span>
    </span>
  );
}

/**
 * "LAA · Los Angeles Angels" now; a former player's last club we hold as it was called then,
 * with that season ("Boston Braves, 1935": no abbreviation where none is held for it).
 */
export function TeamLine({ team }: { team: PlayerTeam }) {
  return (
    <span className="block text-sm text-muted">
      {team.abbreviation && (
        <>
          <span className="font-semibold text-ink">{team.abbreviation}</span> ·{" "}
        </>
      )}
      {team.season ? `${team.displayName}, ${team.season}` : team.displayName}
    </span>
  );
}

export function PlayerCard({ player, open, onToggle }: { player: Player; open: boolean; onToggle: () => void }) {
  const panelId = `${useId()}-details`;
  const { shown, more } = player.recentAwards;
  return (
    <ExpandableCard
      open={open}
      onToggle={onToggle}
      panelId={panelId}
      className="render-lazy-80 overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      toggleClassName="flex w-full flex-col gap-3 p-5 text-left hover:bg-primary-50/40 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none"
      face={
        <>
          <span className="flex w-full items-start justify-between gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50">
              <Emblem player={player} />
            </span>
            <span className="flex flex-wrap justify-end gap-1.5">
              {player.sportName && <Badge tone="primary">{player.sportName}</Badge>}
              <Badge tone={STATUS_TONES[player.status]}>{STATUS_LABELS[player.status]}</Badge>
            </span>
          </span>
          <span className="block min-w-0">
            <span className="block text-sm font-medium text-primary-700">{player.position}</span>
            <span className="block text-lg font-bold break-words text-ink">{player.person.fullName}</span>
            <TeamLine team={player.team} />
          </span>
          <span className="grid w-full grid-cols-2 gap-2">
            <Stat label="Age" value={player.person.age ?? NOT_AVAILABLE} />
            <Stat label="Years Pro" value={orNotAvailable(player.yearsPro)} />
            <Stat label="Championships" value={player.championships ?? <NotAvailable why={UNCOUNTED_TITLES} />} />
            <Stat label="All-Stars" value={player.allStarSelections ?? <NotAvailable why={UNCOUNTED_ALL_STARS} />} />
          </span>
          {shown.length > 0 && (
            <span className="flex flex-wrap items-center gap-1.5" aria-label="Recent awards">
              {shown.map((award, index) => (
                <Badge key={`${award}-${String(index)}`} tone="accent">
                  {award}
                </Badge>
              ))}
              {more && <span className="text-sm font-semibold text-muted">…</span>}
            </span>
          )}
          <span className="flex items-center gap-1 text-xs font-medium text-primary-700">
            {open ? "Hide details" : "Show details"}
            <ExpandChevron open={open} className="size-4" />
          </span>
        </>
      }
    >
      <PlayerDetails player={player} />
    </ExpandableCard>
  );
}
