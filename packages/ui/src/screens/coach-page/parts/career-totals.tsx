import type { CoachPage, CoachSeasonRow } from "@tl/data/coaches";
import { formatCount, formatDate, formatRecord, formatWinPercentage } from "@tl/data/shared";
import { Detail } from "../../../components/expandable";

function LeagueTotals({ row, many }: { row: CoachSeasonRow; many: boolean }) {
  const prefix = many ? `${row.league} ` : "";
  return (
    <>
      <Detail label={`${prefix}Regular season`}>
        <span className="tabular-nums">{row.record}</span>
        {row.recordLegend && <span className="text-muted"> ({row.recordLegend})</span>}
      </Detail>
      <Detail label={`${prefix}Win %`}>{formatWinPercentage(row.winPercentage)}</Detail>
      <Detail label={`${prefix}Games`}>{formatCount(row.games)}</Detail>
      <Detail label={`${prefix}Playoffs`}>
        {row.playoffRecord ? <span className="tabular-nums">{row.playoffRecord} (W-L)</span> : "Not recorded"}
      </Detail>
      <Detail label={`${prefix}Seasons`}>
        {row.seasons ?? "N/A"}
        {row.years && <span className="text-muted">, {row.years}</span>}
      </Detail>
    </>
  );
}

/**
 * His career and playoff totals, one set per league of his season rows (the API's career rows);
 * where we hold none, the card's career record. Titles count the champions he coached.
 */
export function CareerTotals({ coach }: { coach: CoachPage }) {
  const { careerTotals, record, person } = coach;
  return (
    <section aria-labelledby="totals-heading" className="mb-10 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="totals-heading" className="mb-4 text-2xl font-bold">
        Career totals
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {careerTotals.length > 0 ? (
          careerTotals.map((row) => <LeagueTotals key={row.key} row={row} many={careerTotals.length > 1} />)
        ) : (
          <>
            <Detail label="Regular season">{formatRecord(record.wins, record.losses, record.ties)}</Detail>
            <Detail label="Win %">{formatWinPercentage(record.winPercentage)}</Detail>
            <Detail label="Playoffs">{formatRecord(record.playoffWins, record.playoffLosses)}</Detail>
          </>
        )}
        <Detail label="Titles">{coach.championships}</Detail>
        <Detail label="Born">
          {[person.birthDate ? formatDate(person.birthDate) : null, person.birthPlace].filter(Boolean).join(", ") || "N/A"}
        </Detail>
      </dl>
    </section>
  );
}
