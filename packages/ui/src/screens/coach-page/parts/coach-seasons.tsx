import { useCoachSeasons, type CoachPage } from "@tl/data/coaches";
import { PageSpinner } from "../../../components/page-spinner";
import { ErrorPanel } from "../../../components/status-panels";
import type { PersonHome } from "../../player-page/parts/person-links";
import { RecordTable } from "./record-table";

/** The season-by-season record: its own call, so it loads and fails apart from the coach. */
export function CoachSeasons({ coach, home }: { coach: CoachPage; home: PersonHome }) {
  const seasons = useCoachSeasons(coach.slug);
  const name = coach.person.fullName;
  return (
    <section aria-labelledby="seasons-heading" className="mb-10">
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
        <p className="mt-2 text-muted">We hold no season record of {name}.</p>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-muted">
            A row a season and team, oldest first, the career total last. A season leads to its page, a team to its franchise.
          </p>
          <RecordTable name={name} rows={seasons.data} home={home} />
        </>
      )}
    </section>
  );
}
