import { championDetails, VACATED, type Champion } from "@tl/data/champions";
import { Trophy } from "lucide-react";
import { Badge } from "../../../components/badge";
import { Detail } from "../../../components/expandable";
import { ExpandableCard, ExpandChevron } from "../../../components/expandable-card";
import { FinalLink, FinalistLink } from "../../../components/franchise-link";
import { NamedPeople } from "./named-people";

/** The champion's franchise and the title's league season, each on the championship's site. */
function ChampionPages({ champion }: { champion: Champion }) {
  const franchise = champion.hasTitle && champion.teamSlug !== null;
  if (!franchise && champion.seasonSlug === null) return null;
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-1 border-t border-line bg-canvas px-4 py-3 text-sm">
      {franchise && (
        <span>
          Franchise:{" "}
          <FinalistLink slug={champion.teamSlug} championshipSlug={champion.championshipSlug}>
            {champion.team}
          </FinalistLink>
        </span>
      )}
      {champion.seasonSlug !== null && (
        <span>
          Season:{" "}
          <FinalLink kind="seasons" slug={champion.seasonSlug} championshipSlug={champion.championshipSlug}>
            {champion.seasonName}
          </FinalLink>
        </span>
      )}
    </p>
  );
}

/**
 * spec §2 Champions: the row header is the toggle; the panel shows head coach, MVP,
 * championship and notes ('Not Available' when missing). A vacated title says so on the face;
 * its notes say when and why.
 */
export function ChampionRow(props: { champion: Champion; open: boolean; onToggle: () => void }) {
  const { champion, open, onToggle } = props;
  return (
    <ExpandableCard
      as="li"
      open={open}
      onToggle={onToggle}
      panelId={`champion-${champion.key}`}
      className="render-lazy-20 overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      toggleClassName="flex w-full items-center gap-4 p-4 text-left hover:bg-primary-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
      face={
        <>
          <span className={`rounded-xl p-2 ${champion.hasTitle ? "bg-accent-100 text-accent-800" : "bg-canvas text-muted"}`}>
            <Trophy aria-hidden className="size-5" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-6">
            <span className="min-w-0 sm:w-1/3">
              {champion.hasTitle ? (
                <span className="block text-lg break-words text-ink">
                  {champion.teamCity && <span className="font-medium">{champion.teamCity}</span>}{" "}
                  <span className="font-bold">{champion.teamName}</span>
                  {champion.vacated && (
                    <>
                      {" "}
                      <Badge tone="warning">{VACATED}</Badge>
                    </>
                  )}
                </span>
              ) : (
                <span className="block text-lg font-bold text-muted">{champion.team}</span>
              )}
            </span>{" "}
            <span className="min-w-0 text-sm font-semibold text-primary-700 sm:w-1/4">{champion.championshipName}</span>{" "}
            <span className="min-w-0 text-sm text-muted sm:flex-1">{champion.seasonName}</span>{" "}
            <span className="text-sm text-muted tabular-nums">
              Record: <span className="font-semibold text-ink">{champion.record}</span>
            </span>
          </span>
          <ExpandChevron open={open} className="size-5 shrink-0 text-muted" />
        </>
      }
    >
      <dl className="grid gap-4 border-t border-line bg-canvas p-4 sm:grid-cols-2 lg:grid-cols-4">
        {championDetails(champion).map(([label, value, links]) => (
          <Detail key={label} label={label}>
            {/* Issue #16: the coach's and the MVPs' pages, on the championship's site. */}
            <NamedPeople text={value} links={links} championshipSlug={champion.championshipSlug} />
          </Detail>
        ))}
      </dl>
      {/* Issue #16: the face is the panel's toggle, so the franchise's and the season's pages are linked from the panel. */}
      <ChampionPages champion={champion} />
    </ExpandableCard>
  );
}
