// A person page's season and team names, each leading to its page on the person's sport's site
// (entity-link.tsx decides in-site or across). A name we hold no page of stays plain text.
import type { SeasonName } from "@tl/data/teams";
import type { TeamLink } from "@tl/data/players";
import type { ReactNode } from "react";
import { SeasonLink } from "../../../components/entity-link";
import { FranchiseLink } from "../../../components/franchise-link";

/** Which site holds the person's pages: the sport and level every link of the page shares. */
export interface PersonHome {
  sportSlug: string | null;
  levelSlug: string | null;
}

/** A season's label ("1993-94") stays on one line; a longer text given as children ("1976-77 NHL season") may wrap. */
export function SeasonName({ season, home, children }: { season: SeasonName; home: PersonHome; children?: ReactNode }) {
  const text = children === undefined ? <span className="whitespace-nowrap">{season.label}</span> : children;
  if (season.slug === null) return <>{text}</>;
  return (
    <SeasonLink slug={season.slug} {...home}>
      {text}
    </SeasonLink>
  );
}

export function TeamName({ team, home, children }: { team: TeamLink; home: PersonHome; children?: ReactNode }) {
  const text = children ?? team.fullName;
  if (team.slug === null) return <>{text}</>;
  return (
    <FranchiseLink slug={team.slug} {...home}>
      {text}
    </FranchiseLink>
  );
}
