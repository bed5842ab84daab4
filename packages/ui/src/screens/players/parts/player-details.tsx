// spec §2 Players, the expanded card: the player's and his team's pages (issue #16; the card's
// face is its toggle, so they are linked here), Physical, Draft (only when a year or round is
// known), Career Stats (the normaliser's first 6, in reading order) and every award.
import { formatCount, NOT_AVAILABLE, orNotAvailable } from "@tl/data/shared";
import type { Player } from "@tl/data/players";
import { useId, type ReactNode } from "react";
import { Badge } from "../../../components/badge";
import { PlayerLink } from "../../../components/entity-link";
import { Detail } from "../../../components/expandable";
import { FranchiseLink } from "../../../components/franchise-link";
import { useSite } from "../../../site/site-context";

/** A titled group; not a heading, as the card it sits in has none to nest under. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="mb-2 text-sm font-semibold text-ink">
        {title}
      </p>
      {children}
    </div>
  );
}

/**
 * His page (/players/:slug) and his team's (/teams/:slug), on their sport's site: a sport site's
 * players are of its level, the hub's of their league's.
 */
function Pages({ player }: { player: Player }) {
  const level = useSite().apiFilters.level__slug ?? player.levelSlug;
  const { team } = player;
  if (player.slug === null && team.slug === null) return null;
  return (
    <Section title="Pages">
      <dl className="grid grid-cols-2 gap-3">
        {player.slug !== null && (
          <Detail label="Player">
            <PlayerLink slug={player.slug} sportSlug={player.sportSlug} levelSlug={level}>
              {player.person.fullName}
            </PlayerLink>
          </Detail>
        )}
        {team.slug !== null && (
          <Detail label="Team">
            <FranchiseLink slug={team.slug} sportSlug={player.sportSlug} levelSlug={level}>
              {team.displayName}
            </FranchiseLink>
            {team.season && `, ${team.season}`}
          </Detail>
        )}
      </dl>
    </Section>
  );
}

export function PlayerDetails({ player }: { player: Player }) {
  const { draft } = player;
  return (
    <div className="flex flex-col gap-5 border-t border-line bg-canvas/60 p-5">
      <Pages player={player} />
      <Section title="Physical">
        <dl className="grid grid-cols-2 gap-3">
          <Detail label="Height">{orNotAvailable(player.height)}</Detail>
          <Detail label="Weight">{player.weight === null ? NOT_AVAILABLE : `${formatCount(player.weight)} lbs`}</Detail>
          <Detail label="Birthplace">{orNotAvailable(player.person.birthPlace)}</Detail>
          <Detail label="College">{orNotAvailable(player.college)}</Detail>
        </dl>
      </Section>
      {draft && (
        <Section title="Draft">
          <dl className="grid grid-cols-3 gap-3">
            <Detail label="Year">{orNotAvailable(draft.year)}</Detail>
            <Detail label="Round">{orNotAvailable(draft.round)}</Detail>
            <Detail label="Pick">{orNotAvailable(draft.pick)}</Detail>
          </dl>
        </Section>
      )}
      <Section title="Career Stats">
        {player.careerStats.length > 0 ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {player.careerStats.map((stat) => (
              <Detail key={stat.key} label={stat.label}>
                {stat.value}
              </Detail>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted">No career stats recorded</p>
        )}
      </Section>
      <Section title="Awards">
        {player.awards.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {player.awards.map((award, index) => (
              <li key={`${award}-${String(index)}`}>
                <Badge tone="accent">{award}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No awards recorded</p>
        )}
      </Section>
    </div>
  );
}
