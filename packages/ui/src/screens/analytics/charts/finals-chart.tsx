// Finals (issue #19): how many games the series finals lasted, and how often the home side won
// a deciding game, where we hold those games (each with its own table and CSV). A championship
// decided in one game or by a poll has no series: the chart says so.
import { useAnalytics, type FinalsAnswer, type SeriesLength } from "@tl/data/analytics";
import type { DataColumn } from "../../../components/data-table/columns";
import { ChartBody } from "../parts/chart-body";
import { ChartCard } from "../parts/chart-card";
import { ColumnBars } from "../parts/column-bars";
import { DecidingGames } from "../parts/deciding-games";
import { plural } from "../parts/marks";

const TITLE = "Finals Series Length";

const percent = (part: number, whole: number) => `${String(Math.round((part / whole) * 100))}%`;

export function finalsReading(answer: FinalsAnswer): string {
  const longest = answer.lengths.reduce<SeriesLength | undefined>(
    (best, length) => (!best || length.series > best.series ? length : best),
    undefined,
  );
  if (!longest) return "Its titles are not decided by a series.";
  const common = `Of the ${plural(answer.series, "series final")} we hold in games, ${String(longest.series)} went ${String(longest.games)} games, the most common length`;
  const { held, home_wins: homeWins } = answer.deciders;
  if (held === 0) return `${common}.`;
  return `${common}; the home side won ${String(homeWins)} of the ${plural(held, "deciding game")} we hold (${percent(homeWins, held)}).`;
}

const columns: DataColumn<SeriesLength>[] = [
  { id: "games", header: "Games", kind: "number", value: (row) => row.games, rowHeader: true },
  { id: "series", header: "Series", kind: "number", value: (row) => row.series },
  { id: "seasons", header: "Seasons", value: (row) => row.seasons.map((season) => season.label).join(", ") },
];

export function FinalsChart({ championship }: { championship: string }) {
  const query = useAnalytics("finals", { championship });
  return (
    <ChartCard
      title={TITLE}
      query={query}
      isEmpty={(answer) => answer.lengths.length === 0}
      emptyTitle="No Series Finals"
      emptyHint="Its titles are decided by a single game or a poll, not a series."
    >
      {(answer: FinalsAnswer) => (
        <>
          <ChartBody
            reading={finalsReading(answer)}
            columns={columns}
            rows={answer.lengths}
            rowKey={(row) => String(row.games)}
            tableLabel={`${answer.championship.name} series lengths`}
          >
            <ColumnBars
              label={`${answer.championship.name} series finals by number of games`}
              rows={answer.lengths.map((length) => ({
                key: String(length.games),
                category: `${String(length.games)} games`,
                value: length.series,
                title: `${String(length.games)} games: ${plural(length.series, "series", "series")}`,
              }))}
            />
          </ChartBody>
          <DecidingGames championship={championship} answer={answer} />
        </>
      )}
    </ChartCard>
  );
}
