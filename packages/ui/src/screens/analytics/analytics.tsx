// Analytics (/analytics, issue #19; linked from Home's "Advanced Analytics" card, not in spec
// §2's route table): six charts of one championship's history, each drawn from its own
// aggregate (/api/analytics/{chart}/), each with its reading, table and CSV. A sport site
// charts its own championship; the hub any of the eight, picked in the URL.
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { DroughtsChart } from "./charts/droughts-chart";
import { DynastiesChart } from "./charts/dynasties-chart";
import { FinalsChart } from "./charts/finals-chart";
import { GeographyChart } from "./charts/geography-chart";
import { ParityChart } from "./charts/parity-chart";
import { TitlesChart } from "./charts/titles-chart";
import { ChampionshipPicker, useChartedChampionship } from "./parts/championship-picker";

const CHARTS = [TitlesChart, DynastiesChart, DroughtsChart, ParityChart, FinalsChart, GeographyChart];

export function AnalyticsScreen() {
  const { championship, canPick, pick } = useChartedChampionship();
  const slug = championship?.slug ?? "";
  const name = championship?.name ?? "championship";
  return (
    <Page>
      <PageHeader
        title="Analytics"
        meta={{ title: `Analytics: ${name}`, description: `The ${name}'s history in six charts, each with its data table and CSV.` }}
      >
        The {name}&apos;s history in six charts: who won when, dynasties, droughts, parity, how finals are decided and where the titles
        went. Each chart has its data as a table and a CSV.
      </PageHeader>
      {canPick && <ChampionshipPicker value={slug} onChange={pick} />}
      <div className="grid gap-6">
        {CHARTS.map((Chart) => (
          <Chart key={`${Chart.name}-${slug}`} championship={slug} />
        ))}
      </div>
    </Page>
  );
}
