// spec §2 Teams card: the whole header toggles the detail panel (one open at a time, §4). The
// header is a button, so the team's name links to its franchise page (issue #16) from the
// panel, its first line: a link inside the button would be a control inside a control.
import type { Team } from "@tl/data/teams";
import { Trophy } from "lucide-react";
import { Badge } from "../../../components/badge";
import { Detail } from "../../../components/expandable";
import { ExpandableCard, ExpandChevron } from "../../../components/expandable-card";
import { PageArrowLink } from "../../../components/page-arrow-link";

export function TeamCard({ team, open, onToggle }: { team: Team; open: boolean; onToggle: () => void }) {
  return (
    <ExpandableCard
      open={open}
      onToggle={onToggle}
      className="render-lazy-52 h-full overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
      toggleClassName="flex w-full items-start gap-4 p-5 text-left focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none focus-visible:ring-inset"
      face={
        <>
          {/* Fallback abbreviations are "first 2 letters" (spec §2); shown in capitals like the real ones. */}
          <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-sm font-bold tracking-wide text-white uppercase">
            {team.abbreviation}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-2">
            <span className="text-lg leading-snug font-semibold break-words text-ink">{team.fullName}</span>
            <span className="flex flex-wrap gap-1.5">
              {team.sportName && <Badge tone="primary">{team.sportName}</Badge>}
              {team.levelName && <Badge tone="secondary">{team.levelName}</Badge>}
            </span>
            <span className="grid grid-cols-2 gap-2 text-sm">
              <span className="flex min-w-0 flex-col">
                <span className="text-xs break-words text-muted">Founded</span>
                <span className="font-semibold text-ink">{team.foundedYear}</span>
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-xs break-words text-muted">Championships</span>
                <span className="flex items-center gap-1 font-semibold text-ink">
                  <Trophy aria-hidden className="size-4 text-accent-700" />
                  {team.championshipsWon}
                </span>
              </span>
            </span>
          </span>
          <ExpandChevron open={open} className="mt-1 size-5 shrink-0 text-muted" />
        </>
      }
    >
      {team.slug !== null && (
        <div className="border-t border-line px-5 pt-4 text-sm">
          Seasons, titles and records: <PageArrowLink kind="teams" entity={team} name={team.fullName} />
        </div>
      )}
      <dl className="grid grid-cols-2 gap-4 p-5">
        <Detail label="Stadium">{team.stadium}</Detail>
        <Detail label="Location">{team.location}</Detail>
        <Detail label="Conference">{team.conference}</Detail>
        <Detail label="Last Championship">{team.lastChampionship}</Detail>
      </dl>
    </ExpandableCard>
  );
}
