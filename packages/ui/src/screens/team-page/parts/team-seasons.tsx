import { useTeamSeasons, type Franchise } from "@tl/data/teams";
import { PageSpinner } from "../../../components/page-spinner";
import { ErrorPanel } from "../../../components/status-panels";
import { SeasonTable } from "./season-table";

/** The season-by-season section: its own call, so it loads and fails apart from the franchise. */
export function TeamSeasons({ franchise }: { franchise: Franchise }) {
  const seasons = useTeamSeasons(franchise.slug);
  return (
    <section aria-labelledby="seasons-heading">
      <h2 id="seasons-heading" className="text-2xl font-bold">
        Season by season
      </h2>
      {seasons.error ? (
        <ErrorPanel
          title="Error Loading Seasons"
          error={seasons.error}
          onRetry={() => {
            void seasons.refetch();
          }}
        />
      ) : seasons.isPending ? (
        <PageSpinner label="Loading the seasons" />
      ) : seasons.data.length === 0 ? (
        <p className="mt-2 text-muted">We hold no standings of the {franchise.fullName} yet.</p>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-muted">
            {seasons.data.length.toLocaleString("en-US")} {seasons.data.length === 1 ? "season" : "seasons"}, newest first. A season links
            to its page.
          </p>
          <SeasonTable franchise={franchise} rows={seasons.data} />
        </>
      )}
    </section>
  );
}
