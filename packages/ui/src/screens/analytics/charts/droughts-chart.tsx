// Droughts (issue #19): every active franchise's seasons since its last title, or since it
// began for one that never won; the longest drawn, all in the table.
import { useAnalytics, type Drought, type DroughtsAnswer } from "@tl/data/analytics";
import type { DataColumn } from "../../../components/data-table/columns";
import { ChartBody } from "../parts/chart-body";
import { ChartCard } from "../parts/chart-card";
import { HorizontalBars } from "../parts/horizontal-bars";
import { franchiseColumn, plural, SeasonMarkLink, TeamMarkLink, teamName } from "../parts/marks";

const TITLE = "Droughts";
/** Bars drawn; the table has every franchise. */
const SHOWN = 12;

const since = (row: Drought) =>
  row.last_title ? `last title ${row.last_title.label}` : `never won, since ${String(row.since_start_year)}`;

export function droughtsReading(answer: DroughtsAnswer): string {
  const [longest] = answer.droughts;
  if (!longest || !answer.latest_season) return "No active franchise to count.";
  const never = answer.droughts.filter((row) => row.last_title === null).length;
  const wait = longest.last_title
    ? `${plural(longest.seasons, "season")} since its title in ${longest.last_title.label}`
    : `${plural(longest.seasons, "season")} without a title since ${String(longest.since_start_year)}`;
  return `Counted to ${answer.latest_season.label}, the ${teamName(longest.team)} have waited longest: ${wait}; ${plural(never, "active franchise")} ${never === 1 ? "has" : "have"} never won.`;
}

function columns(championship: string): DataColumn<Drought>[] {
  return [
    franchiseColumn(championship),
    { id: "seasons", header: "Seasons waiting", kind: "number", value: (row) => row.seasons },
    {
      id: "last",
      header: "Last title",
      value: (row) => row.last_title?.label ?? null,
      cell: (row) => (row.last_title ? <SeasonMarkLink season={row.last_title} championship={championship} /> : "Never"),
    },
    { id: "since", header: "Counted from", kind: "number", value: (row) => row.since_start_year },
    { id: "titles", header: "Titles", kind: "number", value: (row) => row.titles },
  ];
}

export function DroughtsChart({ championship }: { championship: string }) {
  const query = useAnalytics("droughts", { championship });
  return (
    <ChartCard
      title={TITLE}
      query={query}
      isEmpty={(answer) => answer.droughts.length === 0}
      emptyHint="We hold no active franchises of this championship's league."
    >
      {(answer) => (
        <ChartBody
          reading={droughtsReading(answer)}
          columns={columns(championship)}
          rows={answer.droughts}
          rowKey={(row) => row.team.slug}
          tableLabel={`${answer.championship.name} droughts`}
        >
          <HorizontalBars
            label={`The ${String(Math.min(SHOWN, answer.droughts.length))} longest ${answer.championship.name} droughts, in seasons`}
            rows={answer.droughts.slice(0, SHOWN).map((row) => ({
              ...row,
              key: row.team.slug,
              name: teamName(row.team),
              detail: since(row),
              value: row.seasons,
              valueLabel: String(row.seasons),
            }))}
            link={(row, mark) => (
              <TeamMarkLink team={row.team} championship={championship}>
                {mark}
              </TeamMarkLink>
            )}
          />
        </ChartBody>
      )}
    </ChartCard>
  );
}
