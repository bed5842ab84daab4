import type { Champion } from "@tl/data/champions";
import { orNotAvailable } from "@tl/data/format";

const COLUMNS = ["Season", "Champion", "Result", "Runner-up", "MVP", "Coach"] as const;
const cell = "px-4 py-3 align-top";

/**
 * Every season of a championship, newest first. The table scrolls sideways inside its own
 * box on phones (the page never does), and the box takes keyboard focus so it can be scrolled.
 */
export function HistoryTable({ championshipName, champions }: { championshipName: string; champions: readonly Champion[] }) {
  const label = `Every season of the ${championshipName}, newest first`;
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-primary-50 text-primary-900">
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
              <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
                {champion.seasonName}
              </th>
              {champion.hasTitle ? (
                <>
                  <td className={cell}>
                    <span className="font-semibold text-ink">{champion.team}</span>
                    {champion.notes && (
                      <>
                        {" "}
                        <span className="mt-0.5 block text-xs text-muted">{champion.notes}</span>
                      </>
                    )}
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums`}>{champion.result}</td>
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
      </table>
    </div>
  );
}
