// Dynasties (issue #19): the most titles any franchise won within 5 and within 10 seasons, its
// best window each; a bar per franchise, one chart per window length.
import { useAnalytics, type DynastiesAnswer, type Dynasty } from "@tl/data/analytics";
import type { DataColumn } from "../../../components/data-table/columns";
import { ChartBody } from "../parts/chart-body";
import { ChartCard } from "../parts/chart-card";
import { HorizontalBars } from "../parts/horizontal-bars";
import { franchiseColumn, SeasonMarkLink, TeamMarkLink, teamName } from "../parts/marks";

const TITLE = "Dynasties";

interface DynastyRow extends Dynasty {
  key: string;
  window: number;
}

const span = (row: Dynasty) => (row.first.slug === row.last.slug ? row.first.label : `${row.first.label}–${row.last.label}`);

export function dynastiesReading(answer: DynastiesAnswer): string {
  const parts = answer.windows.flatMap((window) => {
    const [best] = window.dynasties;
    return best ? [`in ${window.seasons} seasons, the ${teamName(best.team)}' ${best.titles} titles (${span(best)})`] : [];
  });
  return parts.length === 0
    ? "No franchise has won two titles close together yet."
    : `The most titles won close together: ${parts.join("; ")}.`;
}

const rowsOf = (answer: DynastiesAnswer): DynastyRow[] =>
  answer.windows.flatMap((window) =>
    window.dynasties.map((dynasty) => ({ ...dynasty, key: `${window.seasons}-${dynasty.team.slug}`, window: window.seasons })),
  );

function columns(championship: string): DataColumn<DynastyRow>[] {
  return [
    franchiseColumn(championship),
    { id: "window", header: "Window (seasons)", kind: "number", value: (row) => row.window },
    { id: "titles", header: "Titles", kind: "number", value: (row) => row.titles },
    {
      id: "first",
      header: "First title",
      value: (row) => row.first.label,
      cell: (row) => <SeasonMarkLink season={row.first} championship={championship} />,
    },
    {
      id: "last",
      header: "Last title",
      value: (row) => row.last.label,
      cell: (row) => <SeasonMarkLink season={row.last} championship={championship} />,
    },
    { id: "seasons", header: "Title seasons", value: (row) => row.seasons.map((season) => season.label).join(", ") },
  ];
}

export function DynastiesChart({ championship }: { championship: string }) {
  const query = useAnalytics("dynasties", { championship });
  return (
    <ChartCard
      title={TITLE}
      query={query}
      isEmpty={(answer) => answer.windows.every((window) => window.dynasties.length === 0)}
      emptyHint="No franchise has won two titles within ten seasons."
    >
      {(answer) => (
        <ChartBody
          reading={dynastiesReading(answer)}
          columns={columns(championship)}
          rows={rowsOf(answer)}
          rowKey={(row) => row.key}
          tableLabel={`${answer.championship.name} dynasties`}
        >
          <div className="grid gap-6 lg:grid-cols-2">
            {answer.windows.map((window) => (
              <div key={window.seasons} className="min-w-0">
                <h3 className="mb-2 font-semibold">Most titles in any {window.seasons} seasons</h3>
                <HorizontalBars
                  label={`Most ${answer.championship.name} titles in any ${window.seasons} seasons, by franchise`}
                  rows={window.dynasties.map((dynasty) => ({
                    ...dynasty,
                    key: dynasty.team.slug,
                    name: teamName(dynasty.team),
                    detail: span(dynasty),
                    value: dynasty.titles,
                    valueLabel: String(dynasty.titles),
                  }))}
                  link={(row, mark) => (
                    <TeamMarkLink team={row.team} championship={championship}>
                      {mark}
                    </TeamMarkLink>
                  )}
                />
              </div>
            ))}
          </div>
        </ChartBody>
      )}
    </ChartCard>
  );
}
