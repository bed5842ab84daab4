// What the charts say about franchises and seasons, and the links from their marks and table
// cells: a franchise's page and a season's are on the championship's site (FinalLink:
// in-site there, across from the hub and other sites).
import { formatCount } from "@tl/data/shared";
import type { ReactNode } from "react";
import type { DataColumn } from "../../../components/data-table/columns";
import { FinalLink, FinalistLink } from "../../../components/franchise-link";

export interface TeamLike {
  city: string;
  name: string;
  slug: string;
}

/** "New York Yankees" (a team reference's city and name; a college program's name alone when it holds its city). */
export const teamName = (team: TeamLike) => (team.city && !team.name.startsWith(team.city) ? `${team.city} ${team.name}` : team.name);

export const plural = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;

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

/** A table's "Franchise" column: the franchise's name, linked to its page (the row's header where it names the row). */
export function franchiseColumn<Row extends { team: TeamLike }>(championship: string, rowHeader = true): DataColumn<Row> {
  return {
    id: "franchise",
    header: "Franchise",
    value: (row) => teamName(row.team),
    ...(rowHeader && { rowHeader }),
    cell: (row) => (
      <TeamMarkLink team={row.team} championship={championship}>
        {teamName(row.team)}
      </TeamMarkLink>
    ),
  };
}
