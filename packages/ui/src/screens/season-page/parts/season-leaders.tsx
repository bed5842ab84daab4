// The season's leaders (issue #16): the top five in each of the sport's main statistics from the
// player-season rows, each player linked to his page and his team to its franchise page.
import type { SeasonPage } from "@tl/data/seasons";
import { ENTITY_LINK_CLASS } from "../../../components/entity-link";
import { ReferenceSection } from "../../../components/reference-section";
import { PlayerName, TeamName } from "./season-links";

// A target of 24 px at least (WCAG 2.5.8): the player's and his team's names are stacked links.
const TARGET = "inline-flex min-h-6 items-center";

export function SeasonLeaders({ season }: { season: SeasonPage }) {
  return (
    <ReferenceSection
      id="leaders-heading"
      title="Leaders"
      empty={season.leaders.length === 0 ? `We hold no player statistics of the ${season.name}.` : null}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {season.leaders.map((board) => (
          <section
            key={board.key}
            aria-label={`${board.group}: ${board.title}`}
            className="rounded-xl border border-line bg-surface px-4 py-3"
          >
            <h3 className="font-semibold text-ink">
              {board.title} <span className="text-xs font-semibold tracking-wide text-muted uppercase">{board.group}</span>
            </h3>
            <ol className="mt-2 grid gap-1.5 text-sm">
              {board.leaders.map((leader) => (
                <li key={leader.key} className="flex items-baseline gap-2">
                  <span className="w-5 shrink-0 text-right text-muted tabular-nums">{leader.rank}</span>
                  <span className="min-w-0 flex-1">
                    <PlayerName person={leader.person} season={season} className={`${ENTITY_LINK_CLASS} ${TARGET}`} />
                    {leader.team && (
                      <span className="block text-xs text-muted">
                        <TeamName team={leader.team} season={season} className={`${TARGET} hover:underline`} />
                      </span>
                    )}
                  </span>
                  <span className="font-semibold tabular-nums">{leader.value}</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </ReferenceSection>
  );
}
