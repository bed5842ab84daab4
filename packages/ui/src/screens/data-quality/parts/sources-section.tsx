// Every data source the sites draw on (/api/meta/sources/), with its states: spinner, error
// panel with Retry, empty.
import { useDataSources } from "@tl/data/meta";
import { ListStates } from "../../../components/list-states";
import { SourceCard } from "./source-card";

export function SourcesSection() {
  const sources = useDataSources();
  const items = sources.data ?? [];
  return (
    <section aria-labelledby="sources-heading" className="mb-12">
      <h2 id="sources-heading" className="mb-2 text-2xl font-bold">
        Data Sources
      </h2>
      <p className="mb-6 max-w-3xl text-muted">
        Every fact on this site comes from one of these sources. Each is used under its licence and credited with the attribution the
        licence asks for.
      </p>
      <ListStates
        query={sources}
        isEmpty={items.length === 0}
        errorTitle="Error Loading Data Sources"
        emptyTitle="No Data Sources Found"
        emptyHint="Nothing has been loaded into the database yet."
        loadingLabel="Loading data sources"
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {items.map((source) => (
            <SourceCard key={source.key} source={source} />
          ))}
        </div>
      </ListStates>
    </section>
  );
}
