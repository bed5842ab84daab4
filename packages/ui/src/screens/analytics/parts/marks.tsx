// What the charts say about franchises and seasons, and the links from their marks and table
// cells: a franchise's page and a season's are on the championship's site (FinalLink:
// in-site there, across from the hub and other sites).
import type { ReactNode } from "react";
import { FinalLink, FinalistLink } from "../../../components/franchise-link";

export interface TeamLike {
  city: string;
  name: string;
  slug: string;
}

/** "New York Yankees" (a team reference's city and name; a college program's name alone when it holds its city). */
export const teamName = (team: TeamLike) => (team.city && !team.name.startsWith(team.city) ? `${team.city} ${team.name}` : team.name);

export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export function TeamMarkLink({ team, championship, children }: { team: TeamLike; championship: string; children: ReactNode }) {
  return (
    <FinalistLink slug={team.slug} championshipSlug={championship}>
      {children}
    </FinalistLink>
  );
}

export function SeasonMarkLink({ season, championship }: { season: { slug: string; label: string }; championship: string }) {
  return (
    <FinalLink kind="seasons" slug={season.slug} championshipSlug={championship}>
      {season.label}
    </FinalLink>
  );
}
