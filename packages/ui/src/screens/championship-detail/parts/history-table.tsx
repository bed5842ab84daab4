import { coachLinks, mvpLinks, VACATED, type Champion } from "@tl/data/champions";
import { orNotAvailable } from "@tl/data/shared";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { Badge } from "../../../components/badge";
import type { DataColumn } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";
import { FinalLink, FinalistLink } from "../../../components/franchise-link";
import { NamedPeople } from "../../champions/parts/named-people";

// A missing runner-up, MVP or coach reads "N/A", downloads as an empty field and sorts last.
function historyColumns(championshipName: string, gamesLink: (champion: Champion) => string | null): DataColumn<Champion>[] {
  return [
    {
      id: "season",
      header: "Season",
      rowHeader: true,
      kind: "number",
      value: (champion) => champion.seasonStartYear,
      csv: (champion) => champion.seasonName,
      // The sticky column: narrow enough to leave a phone most of the table ("2024-25 men's college basketball season" wraps).
      // Issue #16: the league season's page, on the championship's site.
      cell: (champion) => (
        <span className="block max-w-[9rem]">
          <FinalLink kind="seasons" slug={champion.seasonSlug} championshipSlug={champion.championshipSlug}>
            {champion.seasonName}
          </FinalLink>
        </span>
      ),
    },
    {
      id: "champion",
      header: "Champion",
      value: (champion) => (champion.hasTitle ? champion.team : null),
      // A season without a title says why in the file too; a vacated title says so.
      csv: (champion) =>
        champion.hasTitle ? `${champion.team}${champion.vacated ? ` (${VACATED})` : ""}` : (champion.notes ?? "No champion this season."),
      cell: (champion) => (
        <>
          <FinalistLink slug={champion.teamSlug} championshipSlug={champion.championshipSlug}>
            <span className="font-semibold">{champion.team}</span>
          </FinalistLink>
          {champion.vacated && (
            <>
              {" "}
              <Badge tone="warning">{VACATED}</Badge>
            </>
          )}
          {champion.notes && (
            <>
              {" "}
              <span className="mt-0.5 block text-xs text-muted">{champion.notes}</span>
            </>
          )}
        </>
      ),
    },
    {
      id: "result",
      header: "Result",
      value: (champion) => (champion.hasTitle ? champion.result : null),
      className: "whitespace-nowrap tabular-nums",
      cell: (champion) => (
        <>
          {champion.result}
          <FinalGamesLink to={gamesLink(champion)} label={`Games of the ${championshipName}, ${champion.seasonName}`} />
        </>
      ),
    },
    {
      id: "runner-up",
      header: "Runner-up",
      value: (champion) => champion.runnerUp,
      cell: (champion) => (
        <FinalistLink slug={champion.runnerUpSlug} championshipSlug={champion.championshipSlug}>
          {orNotAvailable(champion.runnerUp)}
        </FinalistLink>
      ),
    },
    // Issue #16: the MVPs' and the coach's pages, on the championship's site, where we hold the person (co-MVPs each).
    {
      id: "mvp",
      header: "MVP",
      value: (champion) => champion.mvp,
      cell: (champion) => (
        <NamedPeople text={orNotAvailable(champion.mvp)} links={mvpLinks(champion)} championshipSlug={champion.championshipSlug} />
      ),
    },
    {
      id: "coach",
      header: "Coach",
      value: (champion) => champion.coach,
      cell: (champion) => (
        <NamedPeople text={orNotAvailable(champion.coach)} links={coachLinks(champion)} championshipSlug={champion.championshipSlug} />
      ),
    },
  ];
}

/**
 * Every season of a championship, newest first until a header sorts it otherwise
 * (components/data-table). On phones the table scrolls sideways inside its own box with the
 * season column held in place; names wrap. A vacated title is marked beside the champion, its
 * notes below; a season without a title says why across the row.
 */
export function HistoryTable({
  championshipName,
  champions,
  gamesLink = () => null,
}: {
  championshipName: string;
  champions: readonly Champion[];
  /** Issue #15: the Scores address of a season's final games, or null where we hold none. */
  gamesLink?: (champion: Champion) => string | null;
}) {
  const columns = useMemo(() => historyColumns(championshipName, gamesLink), [championshipName, gamesLink]);
  return (
    <DataTable
      label={`Every season of the ${championshipName}, newest first`}
      fileName={`${championshipName} seasons`}
      columns={columns}
      rows={champions}
      rowKey={(champion) => champion.key}
      initialSort={{ column: "season", descending: true }}
      rowNote={(champion) => (champion.hasTitle ? null : (champion.notes ?? "No champion this season."))}
      minWidth="min-w-[52rem]"
    />
  );
}

function FinalGamesLink({ to, label }: { to: string | null; label: string }) {
  if (to === null) return null;
  return (
    <Link to={to} aria-label={label} className="mt-0.5 block text-xs font-semibold text-primary-700 underline-offset-2 hover:underline">
      Games
    </Link>
  );
}
