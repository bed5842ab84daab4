// Geography (issue #19): titles by the state or province the champion called home that season,
// as ranked bars (no map tiles: nothing is fetched from another network). A state has no page
// of its own: its bar is not a link; its table row links each of its champions.
import { useAnalytics, type GeographyAnswer, type Region } from "@tl/data/analytics";
import type { DataColumn } from "../../../components/data-table/columns";
import { ChartBody } from "../parts/chart-body";
import { ChartCard } from "../parts/chart-card";
import { HorizontalBars } from "../parts/horizontal-bars";
import { championsColumn } from "../parts/champions-column";
import { plural, teamName } from "../parts/marks";
import { regionName } from "../parts/regions";

const TITLE = "Titles by State or Province";

export function geographyReading(answer: GeographyAnswer): string {
  const [top] = answer.regions;
  if (!top) return "No title placed in a state or province yet.";
  const share = Math.round((top.titles / Math.max(1, answer.titles)) * 100);
  const unplaced = answer.unlocated > 0 ? ` (${plural(answer.unlocated, "title")} we cannot place)` : "";
  return `${regionName(top.code)} has the most titles, ${String(top.titles)} of ${String(answer.titles)} (${String(share)}%), across ${plural(answer.regions.length, "state or province", "states and provinces")}${unplaced}.`;
}

function columns(championship: string): DataColumn<Region>[] {
  return [
    { id: "region", header: "State or province", value: (row) => regionName(row.code), rowHeader: true },
    { id: "country", header: "Country", value: (row) => row.country },
    { id: "titles", header: "Titles", kind: "number", value: (row) => row.titles },
    championsColumn<Region>(championship),
  ];
}

export function GeographyChart({ championship }: { championship: string }) {
  const query = useAnalytics("geography", { championship });
  return (
    <ChartCard
      title={TITLE}
      query={query}
      isEmpty={(answer) => answer.regions.length === 0}
      emptyHint="No title of this championship is placed in a state or province yet."
    >
      {(answer) => (
        <ChartBody
          reading={geographyReading(answer)}
          columns={columns(championship)}
          rows={answer.regions}
          rowKey={(row) => row.code}
          tableLabel={`${answer.championship.name} titles by state or province`}
        >
          <HorizontalBars
            label={`${answer.championship.name} titles by state or province`}
            rows={answer.regions.map((row) => {
              const [leader] = row.franchises;
              return {
                ...row,
                key: row.code,
                name: regionName(row.code),
                detail: leader ? `most: ${teamName(leader.team)}` : undefined,
                value: row.titles,
                valueLabel: String(row.titles),
              };
            })}
          />
        </ChartBody>
      )}
    </ChartCard>
  );
}
