import { rowsByKind, usePlayerSeasons, type PlayerPage } from "@tl/data/players";
import { PageSpinner } from "../../../components/page-spinner";
import { ErrorPanel } from "../../../components/status-panels";
import type { PersonHome } from "./person-links";
import { KIND_TITLES } from "./stat-kinds";
import { StatTable } from "./stat-table";

/** The season-by-season tables, one per kind he has: their own call, so they load and fail apart from the bio. */
export function PlayerSeasons({ player, home }: { player: PlayerPage; home: PersonHome }) {
  const seasons = usePlayerSeasons(player.slug);
  const name = player.person.fullName;
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
        <p className="mt-2 text-muted">We hold no season statistics of {name}.</p>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-muted">
            A row a season and team, oldest first, the career total last. A season leads to its page, a team to its franchise.
          </p>
          {rowsByKind(seasons.data, player.position).map(({ kind, rows }) => (
            <section key={kind} aria-labelledby={`${kind}-heading`} className="mb-8">
              <h3 id={`${kind}-heading`} className="mb-2 text-xl font-semibold">
                {KIND_TITLES[kind]}
              </h3>
              <StatTable name={name} kind={kind} rows={rows} home={home} />
            </section>
          ))}
        </>
      )}
    </section>
  );
}
