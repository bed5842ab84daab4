import type { PersonTitle } from "@tl/data/players";
import { Trophy } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge } from "../../../components/badge";
import { ENTITY_LINK_CLASS } from "../../../components/entity-link";
import { SeasonName, TeamName, type PersonHome } from "./person-links";

/**
 * The titles a player or coach won, newest first: each names its league season (its page), the
 * championship (its history) and the champion (its franchise page). A vacated title is listed,
 * marked, and counted nowhere. `titles` null: the API cannot list them completely.
 */
export function PersonTitles(props: { titles: readonly PersonTitle[] | null; name: string; home: PersonHome }) {
  const { titles, name, home } = props;
  const counted = titles?.filter((title) => !title.vacated).length;
  return (
    <section aria-labelledby="titles-heading" className="mb-10">
      <h2 id="titles-heading" className="mb-3 text-2xl font-bold">
        Titles {counted !== undefined && <span className="text-lg font-semibold text-muted tabular-nums">({counted})</span>}
      </h2>
      {titles === null ? (
        <p className="text-muted">We cannot list every title of {name}: some are counted from records we do not hold title by title.</p>
      ) : titles.length === 0 ? (
        <p className="text-muted">{name} won no title we hold.</p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {[...titles].reverse().map((title) => (
            <li key={title.key} className="flex items-start gap-3 rounded-xl border border-line bg-surface px-4 py-3">
              <Trophy aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <span className="min-w-0">
                <span className="block font-semibold">
                  <SeasonName season={title.season} home={home}>
                    {title.season.name}
                  </SeasonName>
                  {title.vacated && (
                    <>
                      {" "}
                      <Badge tone="warning">Vacated</Badge>
                    </>
                  )}
                </span>
                <span className="block text-sm">
                  {title.championshipSlug ? (
                    <Link to={`/championships/${encodeURIComponent(title.championshipSlug)}`} className={ENTITY_LINK_CLASS}>
                      {title.championshipName}
                    </Link>
                  ) : (
                    title.championshipName
                  )}
                  {title.team && (
                    <>
                      {" "}
                      with the <TeamName team={title.team} home={home} />
                    </>
                  )}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
