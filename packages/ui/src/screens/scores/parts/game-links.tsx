// Issue #16: a game's sides lead to their franchise pages, its season to its page and its
// championship to its history, from the open panel (the card's face is its toggle, a button no link may sit in).
import type { Game, GameTeam } from "@tl/data/games";
import { orNotAvailable } from "@tl/data/shared";
import { siteOfChampionship } from "@tl/site-config/links";
import { Link } from "react-router-dom";
import { ENTITY_LINK_CLASS, SeasonLink } from "../../../components/entity-link";
import { FranchiseLink } from "../../../components/franchise-link";
import { useSite } from "../../../site/site-context";

/**
 * The level of a game's teams and season, which with the sport says which site holds their pages:
 * the game's own (the API names it); else a sport site's games are all of its level, and
 * elsewhere a final's is its championship's. null where nothing says (pages linked on the hub).
 */
function useLevelOf(game: Game): string | null {
  const { apiFilters } = useSite();
  if (game.levelSlug !== null) return game.levelSlug;
  if (apiFilters.level__slug !== undefined) return apiFilters.level__slug;
  const final = siteOfChampionship(game.championshipSlug);
  return final.sport !== "none" && final.sport === game.sportSlug ? final.level : null;
}

export function TeamLink({ game, team }: { game: Game; team: GameTeam }) {
  const level = useLevelOf(game);
  const name = team.city ? `${team.city} ${team.name}` : team.name;
  if (team.slug === null) return <>{name}</>;
  return (
    <FranchiseLink slug={team.slug} sportSlug={game.sportSlug} levelSlug={level}>
      {name}
    </FranchiseLink>
  );
}

/** The game's league season ("2024 NFL season"), linked to its page on its league's site. */
export function GameSeasonLink({ game }: { game: Game }) {
  const level = useLevelOf(game);
  if (game.seasonSlug === null) return <>{game.season}</>;
  return (
    <SeasonLink slug={game.seasonSlug} sportSlug={game.sportSlug} levelSlug={level}>
      {game.season}
    </SeasonLink>
  );
}

/** The championship this game decided, linked to its history as every screen links it. */
export function ChampionshipLink({ game }: { game: Game }) {
  if (game.championship === null || game.championshipSlug === null) return <>{orNotAvailable(game.championship)}</>;
  return (
    <Link to={`/championships/${encodeURIComponent(game.championshipSlug)}`} className={ENTITY_LINK_CLASS}>
      {game.championship}
    </Link>
  );
}
