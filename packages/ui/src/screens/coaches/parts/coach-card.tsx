// spec §2 Coaches card: sport and status badges, position, name, team, Age, Years Coaching,
// Championships, Win %, Career Record and up to 2 specialties. The whole header is the toggle
// (spec §4: one card open at a time); the detail panel opens below it.
import type { Coach } from "@tl/data/coaches";
import { firstOf, formatRecord, formatWinPercentage, orNotAvailable } from "@tl/data/shared";
import { Badge } from "../../../components/badge";
import { ExpandableCard, ExpandChevron } from "../../../components/expandable-card";
import { CoachDetails } from "./coach-details";
import { STATUS_TONE } from "./coach-status";

/** spec §9: specialties shown on a coach card. */
export const CARD_SPECIALTIES = 2;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="text-xs text-muted">{label}</span>
      <span className="font-semibold text-ink tabular-nums">{value}</span>
    </span>
  );
}

export function CoachCard({ coach, open, onToggle }: { coach: Coach; open: boolean; onToggle: () => void }) {
  const panelId = `coach-panel-${coach.key}`;
  const nameId = `coach-name-${coach.key}`;
  const { record } = coach;
  const specialties = firstOf(coach.specialties, CARD_SPECIALTIES);
  return (
    <ExpandableCard
      open={open}
      onToggle={onToggle}
      panelId={panelId}
      labelledBy={nameId}
      className="render-lazy-80 overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      toggleClassName="flex w-full flex-col gap-3 p-5 text-left transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
      face={
        <>
          <span className="flex w-full items-center gap-2">
            {coach.sport && <Badge tone="primary">{coach.sport}</Badge>}
            <Badge tone={STATUS_TONE[coach.status]}>{coach.statusLabel}</Badge>
            <ExpandChevron open={open} className="ml-auto size-5 text-muted" />
          </span>
          <span className="flex flex-col">
            <span className="text-xs font-semibold tracking-wide text-primary-700 uppercase">{coach.position}</span>
            <span id={nameId} className="text-lg font-bold text-ink">
              {coach.person.fullName}
            </span>
            <span className="text-sm text-muted">
              {coach.team.season ? `${coach.team.fullName}, ${coach.team.season}` : coach.team.fullName}
            </span>
          </span>
          <span className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            <Stat label="Age" value={orNotAvailable(coach.person.age)} />
            <Stat label="Years Coaching" value={orNotAvailable(coach.yearsCoaching)} />
            <Stat label="Championships" value={String(coach.championships)} />
            <Stat label="Win %" value={formatWinPercentage(record.winPercentage)} />
            <Stat label="Career Record" value={formatRecord(record.wins, record.losses, record.ties)} />
          </span>
          {specialties.shown.length > 0 && (
            <span className="flex flex-wrap items-center gap-1.5">
              {specialties.shown.map((specialty, index) => (
                <Badge key={`${String(index)}-${specialty}`} tone="accent">
                  {specialty}
                </Badge>
              ))}
              {specialties.more && <span className="text-sm text-muted">…</span>}
            </span>
          )}
        </>
      }
    >
      <CoachDetails coach={coach} />
    </ExpandableCard>
  );
}
