import type { Franchise, FranchiseTitle } from "@tl/data/teams";
import { Trophy } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge } from "../../../components/badge";
import { SeasonLink } from "../../../components/entity-link";

/**
 * Every final the franchise won, newest first, each linking to its season's page and to its
 * championship's history (issue #16). A vacated title is listed, marked, and counted nowhere.
 */
export function FranchiseTitles(props: {
  titles: readonly FranchiseTitle[];
  franchise: Pick<Franchise, "fullName" | "sportSlug" | "levelSlug">;
}) {
  const { titles, franchise } = props;
  const { fullName } = franchise;
  const newestFirst = [...titles].reverse();
  const counted = titles.filter((title) => !title.vacated).length;
  return (
    <section aria-labelledby="titles-heading" className="mb-10">
      <h2 id="titles-heading" className="mb-3 text-2xl font-bold">
        Titles <span className="text-lg font-semibold text-muted tabular-nums">({counted})</span>
      </h2>
      {titles.length === 0 ? (
        <p className="text-muted">The {fullName} have won no title we hold.</p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2">
          {newestFirst.map((title) => (
            <li key={title.key} className="flex items-start gap-3 rounded-xl border border-line bg-surface px-4 py-3">
              <Trophy aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">
                  {title.season.slug ? (
                    <SeasonLink slug={title.season.slug} sportSlug={franchise.sportSlug} levelSlug={franchise.levelSlug}>
                      {title.season.name}
                    </SeasonLink>
                  ) : (
                    title.season.name
                  )}
                  {title.vacated && (
                    <>
                      {" "}
                      <Badge tone="warning">Vacated</Badge>
                    </>
                  )}
                </span>
                <span className="block text-sm">
                  {title.championshipSlug ? (
                    <Link
                      to={`/championships/${encodeURIComponent(title.championshipSlug)}`}
                      className="font-semibold text-primary-700 underline-offset-2 hover:underline"
                    >
                      {title.championshipName}
                    </Link>
                  ) : (
                    title.championshipName
                  )}
                  {title.result && <span className="tabular-nums">, {title.result}</span>}
                  {title.runnerUp && <> over {title.runnerUp}</>}
                </span>
                {title.wonAs !== fullName && <span className="block text-xs text-muted">Won as the {title.wonAs}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
