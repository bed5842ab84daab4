// Parity (issue #19): distinct champions per decade, drawn over the decade's titles; its table
// names each decade's champions.
import { useAnalytics, type ParityAnswer, type ParityDecade } from "@tl/data/analytics";
import type { DataColumn } from "../../../components/data-table/columns";
import { ChartBody } from "../parts/chart-body";
import { ChartCard } from "../parts/chart-card";
import { ColumnBars } from "../parts/column-bars";
import { championsColumn } from "../parts/champions-column";
import { plural } from "../parts/marks";

const TITLE = "Parity by Decade";

const decadeLabel = (decade: number) => `${String(decade)}s`;
/** A decade compared in the reading holds at least this many titles. */
const FULL = 8;

export function parityReading(answer: ParityAnswer): string {
  // Nearly whole decades only: a decade under way, or a first one begun late, holds too few titles to compare.
  const whole = answer.decades.filter((decade) => decade.titles >= FULL);
  const pool = whole.length >= 2 ? whole : answer.decades;
  const most = pool.reduce<ParityDecade | undefined>(
    (best, decade) => (!best || decade.champions > best.champions ? decade : best),
    undefined,
  );
  const fewest = pool.reduce<ParityDecade | undefined>(
    (best, decade) => (!best || decade.champions < best.champions ? decade : best),
    undefined,
  );
  if (!most || !fewest) return "No titles yet.";
  const among = whole.length >= 2 ? `Among decades of ${String(FULL)} titles or more, the` : "The";
  return `${among} ${decadeLabel(most.decade)} had the most distinct champions (${String(most.champions)} of ${plural(most.titles, "title")}), the ${decadeLabel(fewest.decade)} the fewest (${String(fewest.champions)} of ${String(fewest.titles)}).`;
}

function columns(championship: string): DataColumn<ParityDecade>[] {
  return [
    { id: "decade", header: "Decade", value: (row) => decadeLabel(row.decade), rowHeader: true },
    { id: "titles", header: "Titles", kind: "number", value: (row) => row.titles },
    { id: "champions", header: "Distinct champions", kind: "number", value: (row) => row.champions },
    championsColumn<ParityDecade>(championship, { countOne: false }),
  ];
}

export function ParityChart({ championship }: { championship: string }) {
  const query = useAnalytics("parity", { championship });
  return (
    <ChartCard
      title={TITLE}
      query={query}
      isEmpty={(answer) => answer.decades.length === 0}
      emptyHint="This championship has no titles awarded yet."
    >
      {(answer) => (
        <ChartBody
          reading={parityReading(answer)}
          columns={columns(championship)}
          rows={answer.decades}
          rowKey={(row) => String(row.decade)}
          tableLabel={`${answer.championship.name} champions by decade`}
        >
          <ColumnBars
            label={`Distinct ${answer.championship.name} champions per decade, in front of the decade's titles`}
            rows={answer.decades.map((decade) => ({
              key: String(decade.decade),
              category: decadeLabel(decade.decade),
              value: decade.champions,
              back: decade.titles,
              title: `${decadeLabel(decade.decade)}: ${plural(decade.champions, "distinct champion")} of ${plural(decade.titles, "title")}`,
            }))}
          />
          <p className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-3 rounded-sm bg-primary-600" />
              Distinct champions
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-3 rounded-sm bg-primary-200" />
              Titles
            </span>
          </p>
        </ChartBody>
      )}
    </ChartCard>
  );
}
