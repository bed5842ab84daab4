// spec §2 Champions (Hall of Champions): the champions of one season, chosen from ten year
// buttons starting at the previous calendar year. The year lives in the URL (`?year=2019`);
// spec §7: the call passes no sport or level filter, so every site shows every title.
import { championYears, latestChampionYear, parseChampionYear, useChampions } from "@tl/data/champions";
import { useMemo } from "react";
import { useSingleOpen } from "../../components/expandable";
import { ListStates } from "../../components/list-states";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { useUrlFilters } from "../../hooks/use-url-filters";
import { ChampionRow } from "./parts/champion-row";
import { YearPicker } from "./parts/year-picker";

export function ChampionsScreen() {
  const years = useMemo(() => championYears(), []);
  const latest = years[0] ?? latestChampionYear();
  const [filters, setFilters] = useUrlFilters({ year: String(latest) });
  // A year outside the ten buttons still works from a shared link; nonsense falls back.
  const year = parseChampionYear(filters.year) ?? latest;
  const query = useChampions(year);
  const { toggle, isOpen } = useSingleOpen();

  return (
    <Page>
      <PageHeader title="Hall of Champions">The champions of every title we track, season by season.</PageHeader>
      <YearPicker
        years={years}
        chosen={year}
        onChoose={(chosen) => {
          setFilters({ year: String(chosen) });
        }}
      />
      <ListStates
        query={query}
        isEmpty={query.data?.length === 0}
        errorTitle="Error Loading Champions"
        emptyTitle="No Champions Found"
        emptyHint={`No championship data available for ${String(year)}`}
        loadingLabel="Loading champions"
      >
        <h2 className="mb-3 text-xl font-bold">Champions of {year}</h2>
        <ul aria-label={`Champions of ${String(year)}`} className="flex flex-col gap-3">
          {(query.data ?? []).map((champion) => (
            <ChampionRow
              key={champion.key}
              champion={champion}
              open={isOpen(`${String(year)}-${champion.key}`)}
              onToggle={() => {
                toggle(`${String(year)}-${champion.key}`);
              }}
            />
          ))}
        </ul>
      </ListStates>
    </Page>
  );
}
