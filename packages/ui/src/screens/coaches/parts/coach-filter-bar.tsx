// spec §2 Coaches: the search box and the sport, position, team and status dropdowns. Choices
// live in the URL (useScreenFilters), so a filtered view can be shared and back/forward works.
import type { CoachSummary } from "@tl/data/coaches";
import { ScreenFilterBar } from "../../../components/screen-filter-bar";
import type { ScreenFilters } from "../../../hooks/use-screen-filters";
import { ALL } from "../../../hooks/use-sport-options";
import { positionChoices, sportChoices, STATUS_CHOICES, teamChoicesOf } from "./coach-options";

export const COACH_URL_DEFAULTS = { q: "", sport: ALL, position: ALL, team: ALL, status: ALL };
export type CoachUrlFilters = typeof COACH_URL_DEFAULTS;
export type CoachFilterKey = keyof CoachUrlFilters;

export function CoachFilterBar(props: {
  filters: ScreenFilters<CoachFilterKey>;
  /** The hub's alone: a sport site is its sport. */
  showSport: boolean;
  /** Facets over the site's sport and level: the sport options. */
  scope: CoachSummary | undefined;
  /** Facets once the hub's sport is chosen too: position and team options. */
  summary: CoachSummary | undefined;
}) {
  const { filters, showSport, scope, summary } = props;
  return (
    <ScreenFilterBar
      label="Filter coaches"
      filters={filters}
      fields={[
        { kind: "search", key: "q", label: "Search coaches", placeholder: "Search coaches, teams, or positions..." },
        // A team belongs to one sport: keep it only while it can still match.
        showSport && {
          kind: "select",
          key: "sport",
          label: "Sport",
          all: "All Sports",
          options: sportChoices(scope),
          keepsChosen: true,
          clears: ["team"],
        },
        { kind: "select", key: "position", label: "Position", all: "All Positions", options: positionChoices(summary), keepsChosen: true },
        { kind: "select", key: "team", label: "Team", all: "All Teams", options: teamChoicesOf(summary), keepsChosen: true },
        { kind: "select", key: "status", label: "Status", all: "All Status", options: STATUS_CHOICES },
      ]}
    />
  );
}
