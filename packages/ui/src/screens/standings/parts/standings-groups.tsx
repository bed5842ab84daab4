// The rows, one section per league season and one list per division, so a visitor always
// sees which season a table is (the hub mixes the 2023 MLB and 2017-18 NHL seasons …).
import { useId } from "react";
import { SeasonLink } from "../../../components/entity-link";
import { useSingleOpen } from "../../../components/expandable";
import { useSite } from "../../../site/site-context";
import type { SeasonGroup } from "./standings-view";
import { StandingRow } from "./standing-row";

/** `levels`: each league's level by name (leagueLevels), which with the sport says where a team's page is. */
export function StandingsGroups({ groups, levels }: { groups: SeasonGroup[]; levels: ReadonlyMap<string | null, string> }) {
  const { isOpen, toggle } = useSingleOpen();
  const idPrefix = useId();
  // A sport site's rows are all of its own level, whatever the seasons' call answered.
  const { apiFilters } = useSite();
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group, index) => {
        // Keys hold spaces; an id in aria-labelledby must not.
        const headingId = `${idPrefix}-season-${String(index)}`;
        const levelSlug = levels.get(group.leagueName) ?? apiFilters.level__slug ?? null;
        return (
          <section
            key={group.key}
            aria-labelledby={headingId}
            className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
          >
            <header className="border-b border-line bg-primary-50 px-4 py-3">
              <h2 id={headingId} className="text-lg font-bold text-primary-900">
                {/* Issue #16: the league season's page, on its league's site. */}
                {group.seasonSlug === null ? (
                  group.seasonName
                ) : (
                  <SeasonLink
                    slug={group.seasonSlug}
                    sportSlug={group.sportSlug}
                    levelSlug={levelSlug}
                    className="underline decoration-primary-300 underline-offset-4 hover:decoration-primary-700"
                  >
                    {group.seasonName}
                  </SeasonLink>
                )}
              </h2>
              {group.leagueName && <p className="text-sm text-primary-800">{group.leagueName}</p>}
            </header>
            {group.divisions.map(({ division, rows }) => (
              <div key={division ?? "-"}>
                {division && <h3 className="border-b border-line bg-canvas px-4 py-2 text-sm font-semibold text-ink">{division}</h3>}
                <ul aria-label={division ? `${group.seasonName}, ${division}` : group.seasonName}>
                  {rows.map((row) => (
                    <StandingRow
                      key={row.key}
                      row={row}
                      levelSlug={levelSlug}
                      open={isOpen(row.key)}
                      panelId={`${idPrefix}-standing-${row.key}`}
                      onToggle={() => {
                        toggle(row.key);
                      }}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
