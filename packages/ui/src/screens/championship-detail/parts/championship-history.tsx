import { formatCount } from "@tl/data/shared";
import { useChampionshipChampions, type Champion } from "@tl/data/champions";
import { useFinalSeasons } from "@tl/data/season-options";
import { PageSpinner } from "../../../components/page-spinner";
import { ErrorPanel } from "../../../components/status-panels";
import { FranchiseTitles } from "./franchise-titles";
import { HistoryTable } from "./history-table";

/** The complete history of a championship: titles per franchise, then every season. */
/** Issue #15: each season whose final's games we hold links to them on Scores (its sport chosen, for the hub). */
function finalGamesLink(slug: string, sportSlug: string | null, heldSeasons: ReadonlySet<number>) {
  return (champion: Champion) => {
    const season = champion.seasonStartYear;
    if (season === null || !heldSeasons.has(season)) return null;
    const query = new URLSearchParams({ ...(sportSlug ? { sport: sportSlug } : {}), championship: slug, season: String(season) });
    return `/scores?${query.toString()}`;
  };
}

export function ChampionshipHistory(props: { slug: string; championshipName: string; sportSlug?: string | null }) {
  const { slug, championshipName, sportSlug = null } = props;
  const champions = useChampionshipChampions(slug);
  // The links come when the seasons do; the history never waits for them.
  const finals = useFinalSeasons(slug);
  const heldSeasons = new Set((finals.data ?? []).map((season) => season.startYear));
  if (champions.error) {
    return (
      <ErrorPanel
        title="Error Loading Championship"
        error={champions.error}
        onRetry={() => {
          void champions.refetch();
        }}
      />
    );
  }
  if (champions.isPending) return <PageSpinner label="Loading the championship's history" />;
  // A vacated title was awarded and later taken away: counted apart, never as a title.
  const titles = champions.data.filter((champion) => champion.hasTitle && !champion.vacated).length;
  const vacated = champions.data.filter((champion) => champion.vacated).length;
  return (
    <>
      <FranchiseTitles champions={champions.data} />
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-2xl font-bold">
          Complete history
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          {formatCount(champions.data.length)} seasons, {formatCount(titles)} titles awarded
          {vacated > 0 && `, ${formatCount(vacated)} vacated`}, newest first.
        </p>
        <HistoryTable
          championshipName={championshipName}
          champions={champions.data}
          gamesLink={finalGamesLink(slug, sportSlug, heldSeasons)}
        />
      </section>
    </>
  );
}
