// Titles over time (issue #19): each franchise's titles as a cumulative step line, the leaders
// named; its table has one row per title.
import { useAnalytics, type TitlesAnswer } from "@tl/data/analytics";
import type { DataColumn } from "../../../components/data-table/columns";
import { ChartBody } from "../parts/chart-body";
import { ChartCard } from "../parts/chart-card";
import { franchiseColumn, plural, SeasonMarkLink, TeamMarkLink, teamName } from "../parts/marks";
import { StepLines, type StepSeries } from "../parts/step-lines";

const TITLE = "Titles Over Time";
/** Lines named at their end. */
const LEAD = 5;

interface TitleRow {
  key: string;
  season: { slug: string; label: string; start_year: number };
  champion: string;
  team: TitlesAnswer["franchises"][number]["team"];
  titles: number;
}

export function titlesReading(answer: TitlesAnswer): string {
  const [top] = answer.franchises;
  if (!top || !answer.first_season) return "No titles yet.";
  const tied = answer.franchises.filter((franchise) => franchise.titles === top.titles).length;
  const leader =
    tied > 1 ? `${plural(tied, "franchise")} share the lead with ${top.titles} each` : `The ${teamName(top.team)} lead with ${top.titles}`;
  return `${leader} of the ${plural(answer.titles, "title")} since ${answer.first_season.label}; ${plural(answer.franchises.length, "franchise")} have won at least one.`;
}

const rowsOf = (answer: TitlesAnswer): TitleRow[] =>
  answer.franchises
    .flatMap((franchise) =>
      franchise.steps.map((step) => ({
        key: step.season.slug,
        season: step.season,
        champion: step.name,
        team: franchise.team,
        titles: step.titles,
      })),
    )
    .sort((a, b) => a.season.start_year - b.season.start_year);

function columns(championship: string): DataColumn<TitleRow>[] {
  return [
    {
      id: "season",
      header: "Season",
      value: (row) => row.season.label,
      rowHeader: true,
      cell: (row) => <SeasonMarkLink season={row.season} championship={championship} />,
    },
    { id: "champion", header: "Champion", value: (row) => row.champion },
    franchiseColumn(championship, false),
    { id: "titles", header: "Titles to date", kind: "number", value: (row) => row.titles },
  ];
}

export function TitlesChart({ championship }: { championship: string }) {
  const query = useAnalytics("titles", { championship });
  return (
    <ChartCard
      title={TITLE}
      query={query}
      isEmpty={(answer) => answer.franchises.length === 0}
      emptyHint="This championship has no titles awarded yet."
    >
      {(answer) => {
        const series: StepSeries[] = answer.franchises.map((franchise) => ({
          key: franchise.team.slug,
          label: franchise.team.name,
          title: `${teamName(franchise.team)}: ${plural(franchise.titles, "title")}`,
          years: franchise.steps.map((step) => step.season.start_year),
        }));
        const byKey = new Map(answer.franchises.map((franchise) => [franchise.team.slug, franchise.team]));
        return (
          <ChartBody
            reading={titlesReading(answer)}
            columns={columns(championship)}
            rows={rowsOf(answer)}
            rowKey={(row) => row.key}
            tableLabel={`${answer.championship.name} titles over time`}
          >
            <StepLines
              label={`${answer.championship.name} titles per franchise, cumulative, by season`}
              series={series}
              from={answer.first_season?.start_year ?? 0}
              to={answer.last_season?.start_year ?? 0}
              lead={LEAD}
              link={(line, mark) => {
                const team = byKey.get(line.key);
                return team ? (
                  <TeamMarkLink team={team} championship={championship}>
                    {mark}
                  </TeamMarkLink>
                ) : (
                  mark
                );
              }}
            />
          </ChartBody>
        );
      }}
    </ChartCard>
  );
}
