// One kind's results on the results page: its label and count, each result's name (to its page)
// and secondary line, and where there are more, a link to that kind's list searched the same way.
import { formatCount } from "@tl/data/shared";
import type { SearchGroup } from "@tl/data/search";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { SEARCH_PAGE_KIND, SearchResultLink } from "../../../components/search-result-link";

const matches = (count: number) => `${formatCount(count)} match${count === 1 ? "" : "es"}`;

export function SearchGroupSection({ group, q }: { group: SearchGroup; q: string }) {
  const headingId = useId();
  const more = group.count > group.results.length;
  const list = `/${SEARCH_PAGE_KIND[group.kind]}?${new URLSearchParams({ q }).toString()}`;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <h2 id={headingId} className="mb-3 flex flex-wrap items-baseline gap-x-3 text-xl font-semibold">
        {group.label}
        <span className="text-sm font-normal text-muted">{matches(group.count)}</span>
      </h2>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {group.results.map((result) => (
          <li key={result.slug} className="px-4 py-3">
            <SearchResultLink result={result}>{result.name}</SearchResultLink>
            {result.detail && <p className="mt-0.5 text-sm text-muted">{result.detail}</p>}
          </li>
        ))}
      </ul>
      {more && (
        <Link to={list} className="mt-3 inline-flex items-center gap-1 font-semibold text-primary-700 hover:underline">
          All {matches(group.count)} in {group.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </section>
  );
}
