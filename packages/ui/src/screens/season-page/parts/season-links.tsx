// A season page's names as links (issue #16): every team to its franchise page, every player to
// his page, each on the season's sport's site (components/entity-link.tsx decides in-site or across).
import type { SeasonPage, SeasonTeam } from "@tl/data/seasons";
import { ENTITY_LINK_CLASS, PlayerLink } from "../../../components/entity-link";
import { FranchiseLink } from "../../../components/franchise-link";

type Where = Pick<SeasonPage, "sportSlug" | "levelSlug">;

/** The team's name, linked to its franchise page when the API names the franchise. */
export function TeamName({ team, season, className }: { team: SeasonTeam; season: Where; className?: string }) {
  if (team.slug === null) return <>{team.fullName}</>;
  return (
    <FranchiseLink slug={team.slug} sportSlug={season.sportSlug} levelSlug={season.levelSlug} className={className}>
      {team.fullName}
    </FranchiseLink>
  );
}

export function PlayerName(props: { person: { slug: string | null; fullName: string }; season: Where; className?: string }) {
  const { person, season, className = ENTITY_LINK_CLASS } = props;
  if (person.slug === null) return <>{person.fullName}</>;
  return (
    <PlayerLink slug={person.slug} sportSlug={season.sportSlug} levelSlug={season.levelSlug} className={className}>
      {person.fullName}
    </PlayerLink>
  );
}
