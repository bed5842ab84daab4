// spec §1/§9: a row of headline figures and a statistics strip. Issue #13 keeps the layout but
// counts every number from the database for the site (/api/meta/figures/); the spec's "24/7
// Live Updates" tile, which no historical database can honour, is the date of the latest data
// update. Until the figures arrive each tile holds its place with a placeholder of the same
// height, so nothing below moves.
import type { Figures } from "@tl/data/figures";

interface Tile {
  label: string;
  value: (figures: Figures) => string;
  /** The ISO time a date value stands for. */
  dateTime?: (figures: Figures) => string | null;
}

export const HEADLINE_TILES: readonly Tile[] = [
  { label: "Championships", value: (f) => f.championships },
  { label: "Teams Tracked", value: (f) => f.teams },
  { label: "Data Points", value: (f) => f.dataPoints },
  { label: "Data Updated", value: (f) => f.updated, dateTime: (f) => f.updatedAt },
];

export const STATISTIC_TILES: readonly Tile[] = [
  { label: "Seasons of History", value: (f) => f.seasons },
  { label: "Titles Awarded", value: (f) => f.titles },
  { label: "Games", value: (f) => f.games },
  { label: "People", value: (f) => f.people },
];

function TileValue({ tile, figures, placeholder }: { tile: Tile; figures: Figures | undefined; placeholder: string }) {
  if (!figures)
    return <span aria-hidden className={`inline-block w-24 animate-pulse rounded-lg motion-reduce:animate-none ${placeholder}`} />;
  const dateTime = tile.dateTime?.(figures);
  return dateTime ? <time dateTime={dateTime}>{tile.value(figures)}</time> : <>{tile.value(figures)}</>;
}

/** `figures` undefined: still loading. `failed`: the call failed, so each value reads 'N/A'. */
export function HeadlineFigures({ figures, failed = false }: { figures: Figures | undefined; failed?: boolean }) {
  return (
    <section aria-label="Headline figures" aria-busy={!figures} className="mx-auto -mt-6 max-w-7xl px-4 sm:px-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {HEADLINE_TILES.map((tile) => (
          <div key={tile.label} className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
            <dt className="text-sm break-words text-muted">{tile.label}</dt>
            <dd className="mt-1 text-3xl font-bold break-words text-primary-700">
              <TileValue tile={tile} figures={figures} placeholder="h-9 bg-primary-100" />
            </dd>
          </div>
        ))}
      </dl>
      {failed && <p className="mt-2 text-sm text-muted">The figures could not be loaded just now.</p>}
    </section>
  );
}

export function StatisticsStrip({ figures }: { figures: Figures | undefined }) {
  return (
    <section aria-label="Statistics" aria-busy={!figures} className="mt-16 bg-gradient-primary text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4">
        {STATISTIC_TILES.map((tile) => (
          <div key={tile.label} className="flex min-w-0 flex-col-reverse text-center">
            <dt className="mt-1 text-sm break-words text-white">{tile.label}</dt>
            <dd className="text-4xl font-extrabold break-words">
              <TileValue tile={tile} figures={figures} placeholder="h-10 bg-white/30" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
