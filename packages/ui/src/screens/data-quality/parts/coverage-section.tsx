// Per league, how much the database holds (/api/meta/coverage/ with the site's sport and
// level, spec §7), in a sortable table with its CSV (coverage-table.tsx).
import { useCoverage } from "@tl/data/meta";
import { ListStates } from "../../../components/list-states";
import { useSite } from "../../../site/site-context";
import { CoverageTable } from "./coverage-table";

export function CoverageSection() {
  const { apiFilters, sportName, levelName } = useSite();
  const coverage = useCoverage({ site: apiFilters });
  const rows = coverage.data ?? [];
  const scope = [levelName, sportName].filter(Boolean).join(" ").toLowerCase();
  return (
    <section aria-labelledby="coverage-heading" className="mb-12">
      <h2 id="coverage-heading" className="mb-2 text-2xl font-bold">
        Coverage by League
      </h2>
      <p className="mb-6 max-w-3xl text-muted">How much of each {scope ? `${scope} ` : ""}league the database holds.</p>
      <ListStates
        query={coverage}
        isEmpty={rows.length === 0}
        errorTitle="Error Loading Coverage"
        emptyTitle="No Coverage Found"
        emptyHint="No league of this site has data yet."
        loadingLabel="Loading coverage"
      >
        <CoverageTable rows={rows} />
      </ListStates>
    </section>
  );
}
