// The full results page (/search?q=, issue #17): what Enter in the header box opens without a
// chosen result. Every kind's best matches within the site's scope, grouped with their counts,
// each group leading on to its list searched the same way.
import { cleanQuery, useSearch } from "@tl/data/search";
import { useSearchParams } from "react-router-dom";
import { ListStates } from "../../components/list-states";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { EmptyState } from "../../components/status-panels";
import { useSite } from "../../site/site-context";
import { SearchForm } from "./parts/search-form";
import { SearchGroupSection } from "./parts/search-group-section";

/** Results per group on this page (the header box shows 5). */
export const PAGE_RESULTS_PER_GROUP = 20;

const WHAT = "Teams, players, coaches, championships and seasons";

export function SearchScreen() {
  const [params] = useSearchParams();
  const q = cleanQuery(params.get("q") ?? "");
  const { apiFilters, site } = useSite();
  const query = useSearch({ site: apiFilters, filters: { q, limit: PAGE_RESULTS_PER_GROUP } }, { minChars: 1 });
  const scope = site.championship ? `of the ${site.shortName}` : "of every sport";
  const title = q ? `Results for “${q}”` : "Search";
  const meta = { title: q ? `Search: ${q}` : "Search", description: `${WHAT} ${scope}${q ? ` matching “${q}”` : ""}.` };
  return (
    <Page>
      <PageHeader title={title} meta={meta}>
        {WHAT} {scope}, best matches first.
      </PageHeader>
      <SearchForm q={q} />
      {q ? (
        <ListStates
          query={query}
          isEmpty={query.data?.count === 0}
          errorTitle="Error Loading Search Results"
          emptyTitle="No Results Found"
          emptyHint="Check the spelling, or try fewer words."
          loadingLabel="Searching"
        >
          {query.data?.groups.map((group) => (
            <SearchGroupSection key={group.kind} group={group} q={q} />
          ))}
        </ListStates>
      ) : (
        <EmptyState title="Search the site">Type a name: a player, a team, a coach, a championship or a season.</EmptyState>
      )}
    </Page>
  );
}
