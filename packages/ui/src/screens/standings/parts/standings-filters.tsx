// spec §2 Standings controls: search 'Search teams or divisions...', sport, division, conference;
// issue #13 adds the season picker, shown when a sport is in scope and we hold its standings.
import type { SelectOption } from "../../../components/filters";
import { ScreenFilterBar } from "../../../components/screen-filter-bar";
import type { ScreenFilters } from "../../../hooks/use-screen-filters";
import { chooseLeagueSeason, type StandingFilterValues } from "./standings-view";

export interface StandingsChoices {
  /** null where the list is one sport (a sport site): nothing to choose. */
  sport: readonly SelectOption[] | null;
  /** The league seasons held, newest first; no 'all': the main league's latest is the default. */
  season: readonly SelectOption[];
  division: readonly SelectOption[];
  conference: readonly SelectOption[];
}

type Patch = Partial<StandingFilterValues>;

export function StandingsFilters(props: {
  filters: ScreenFilters<keyof StandingFilterValues>;
  /** The picker's value, a league season ("1942:negro-american-league"). */
  season: string;
  /** Left out of the URL when chosen: a URL without league shows the main league. */
  mainLeague: string | null;
  choices: StandingsChoices;
}) {
  const { filters, season, mainLeague, choices } = props;
  // Issue #15: a league season chosen in the picker is two URL keys, season and league.
  const adjust = (patch: Patch): Patch => (patch.season ? { ...patch, ...chooseLeagueSeason(patch.season, mainLeague) } : patch);
  return (
    <ScreenFilterBar
      label="Standings filters"
      filters={filters}
      shown={{ season }}
      adjust={adjust}
      // Another sport or season has other divisions and conferences; a sport its own seasons.
      fields={[
        { kind: "search", key: "q", label: "Search", placeholder: "Search teams or divisions..." },
        choices.sport !== null && {
          kind: "select",
          key: "sport",
          label: "Sport",
          all: "All Sports",
          options: choices.sport,
          keepsChosen: true,
          clears: ["season", "league", "division", "conference"],
        },
        choices.season.length > 0 && {
          kind: "select",
          key: "season",
          label: "Season",
          options: choices.season,
          clears: ["division", "conference"],
        },
        // A chosen value missing from the data (a shared link) stays listed.
        { kind: "select", key: "division", label: "Division", all: "All Divisions", options: choices.division, keepsChosen: true },
        { kind: "select", key: "conference", label: "Conference", all: "All Conferences", options: choices.conference, keepsChosen: true },
      ]}
    />
  );
}
