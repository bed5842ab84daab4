import { VACATED, type Champion } from "@tl/data/champions";
import { orNotAvailable } from "@tl/data/shared";
import { Link } from "react-router-dom";
import { Badge } from "../../../components/badge";
import { ScrollTable } from "../../../components/scroll-table";

const COLUMNS = ["Season", "Champion", "Result", "Runner-up", "MVP", "Coach"] as const;
const cell = "px-4 py-3 align-top";

/**
 * Every season of a championship, newest first. On phones the table scrolls sideways inside its
 * own box with the season column held in place (components/scroll-table.tsx); names wrap. A
 * vacated title is marked beside the champion, its notes below.
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
  const label = `Every season of the ${championshipName}, newest first`;
  return (
    <ScrollTable label={label} minWidth="min-w-[52rem]">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {champions.map((champion) => (
          <tr key={champion.key}>
            {/* The sticky column: narrow enough to leave a phone most of the table ("2024-25 men's college basketball season" wraps). */}
            <th scope="row" className={`${cell} font-semibold`}>
              <span className="block max-w-[9rem]">{champion.seasonName}</span>
            </th>
            {champion.hasTitle ? (
              <>
                <td className={cell}>
                  <span className="font-semibold text-ink">{champion.team}</span>
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
                </td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  {champion.result}
                  <FinalGamesLink to={gamesLink(champion)} label={`Games of the ${championshipName}, ${champion.seasonName}`} />
                </td>
                <td className={cell}>{orNotAvailable(champion.runnerUp)}</td>
                <td className={cell}>{orNotAvailable(champion.mvp)}</td>
                <td className={cell}>{orNotAvailable(champion.coach)}</td>
              </>
            ) : (
              <td colSpan={COLUMNS.length - 1} className={`${cell} text-muted italic`}>
                {champion.notes ?? "No champion this season."}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
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
