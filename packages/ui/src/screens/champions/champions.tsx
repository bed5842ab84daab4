// spec §2 Champions (Hall of Champions): the champions of one season, chosen from ten year
// buttons starting at the previous calendar year, or (issue #13) from every season the site
// holds. The season lives in the URL as its start year (`?year=1993`, which old links use too).
// The site-scope rule (hooks/site-scope.ts): the hub asks with no sport filter (spec §7); a
// sport site asks for its own sport and level and labels seasons its way ("1993-94" on the
// NHL site); the visitor may widen it to All Sports (`?scope=all`).
import { championYears, parseChampionYear, seasonYears, useChampions } from "@tl/data/champions";
import { useChampionships } from "@tl/data/championships";
import { seasonLabel } from "@tl/site-config/season-label";
import type { Sport } from "@tl/site-config/types";
import { useMemo } from "react";
import { useSingleOpen } from "../../components/expandable";
import { ListStates } from "../../components/list-states";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";
import { ScopeToggle } from "../../components/scope-toggle";
import { useScreenFilters } from "../../hooks/use-screen-filters";
import { useSiteScope } from "../../hooks/use-site-scope";
import { useSite } from "../../site/site-context";
import { ChampionRow } from "./parts/champion-row";
import { SeasonPicker } from "./parts/season-picker";

const NO_YEARS: number[] = [];
const DEFAULTS = { year: "" };

export function ChampionsScreen() {
  const { site } = useSite();
  const scope = useSiteScope("champions");
  // One sport's list speaks its seasons' names; a list of every sport goes by start year.
  const sport: Sport = scope.filters.sport__slug === undefined ? "none" : site.sport;
  const label = (year: number) => seasonLabel(sport, year);
  const recent = useMemo(() => championYears(new Date(), sport), [sport]);
  const latest = recent[0] ?? new Date().getFullYear() - 1;
  // No default in the URL: the default season depends on the scope, so it is computed here.
  const { values, set } = useScreenFilters(DEFAULTS);
  // A year outside the ten buttons still works from a shared link; nonsense falls back.
  const year = parseChampionYear(values.year) ?? latest;
  const query = useChampions({ site: scope.filters, filters: { year } });
  const championships = useChampionships({ site: scope.filters });
  const held = useMemo(() => (championships.data ? seasonYears(championships.data) : NO_YEARS), [championships.data]);
  const { toggle, isOpen } = useSingleOpen();
  const title = sport === "none" ? `Champions of the seasons that began in ${String(year)}` : `Champions of ${label(year)}`;

  return (
    <Page>
      <PageHeader title="Hall of Champions">The champions of every title we track, season by season.</PageHeader>
      {scope.canWiden && (
        <div className="mb-4">
          <ScopeToggle siteLabel={site.shortName} widened={scope.widened} onChange={scope.setWidened} />
        </div>
      )}
      <SeasonPicker
        recent={recent}
        all={held}
        chosen={year}
        label={label}
        onChoose={(chosen) => {
          set({ year: chosen === latest ? "" : String(chosen) });
        }}
      />
      <ListStates
        query={query}
        isEmpty={query.data?.length === 0}
        errorTitle="Error Loading Champions"
        emptyTitle="No Champions Found"
        emptyHint={`No championship data available for ${label(year)}`}
        loadingLabel="Loading champions"
      >
        <h2 className="mb-3 text-xl font-bold">{title}</h2>
        <ul aria-label={title} className="flex flex-col gap-3">
          {(query.data ?? []).map((champion) => (
            <ChampionRow
              key={champion.key}
              champion={champion}
              open={isOpen(`${String(year)}-${champion.key}`)}
              onToggle={() => {
                toggle(`${String(year)}-${champion.key}`);
              }}
            />
          ))}
        </ul>
      </ListStates>
    </Page>
  );
}
