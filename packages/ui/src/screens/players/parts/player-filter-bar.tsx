// spec §2 Players: search, then sport (the hub only: a sport site is its sport), position,
// team and status dropdowns. Option values are what the API filters on: sport and team
// slugs (team abbreviations repeat across leagues), position text, status.
import { isPlayerStatus, type SportOption, type TeamOption } from "@tl/data/players";
import type { SelectOption } from "../../../components/filters";
import { ScreenFilterBar } from "../../../components/screen-filter-bar";
import type { ScreenFilters } from "../../../hooks/use-screen-filters";
import { ALL } from "../../../hooks/use-sport-options";
import type { PlayerFilterKey } from "./use-player-filters";

export const SEARCH_PLACEHOLDER = "Search players, teams, or positions...";

const STATUS_CHOICES: SelectOption[] = [
  { value: "active", label: "Active" },
  { value: "injured", label: "Injured" },
  { value: "retired", label: "Retired" },
  { value: "inactive", label: "Inactive" },
];

export function PlayerFilterBar(props: {
  filters: ScreenFilters<PlayerFilterKey>;
  showSport: boolean;
  sports: readonly SportOption[];
  positions: readonly string[];
  teams: readonly TeamOption[];
}) {
  const { filters, showSport, sports, positions, teams } = props;
  const { status } = filters.values;
  return (
    <ScreenFilterBar
      label="Player filters"
      filters={filters}
      // A status from a link that is none of the four reads as All Status, as the list does.
      shown={{ status: isPlayerStatus(status) ? status : ALL }}
      fields={[
        { kind: "search", key: "q", label: "Search players", placeholder: SEARCH_PLACEHOLDER },
        // Positions and teams belong to a sport: a choice from another sport would match nobody.
        showSport && {
          kind: "select",
          key: "sport",
          label: "Sport",
          all: "All Sports",
          options: sports.map((sport) => ({ value: sport.slug, label: sport.name })),
          keepsChosen: true,
          clears: ["position", "team"],
        },
        {
          kind: "select",
          key: "position",
          label: "Position",
          all: "All Positions",
          options: positions.map((position) => ({ value: position, label: position })),
          keepsChosen: true,
        },
        {
          kind: "select",
          key: "team",
          label: "Team",
          all: "All Teams",
          options: teams.map((team) => ({ value: team.slug, label: team.label })),
          keepsChosen: true,
        },
        { kind: "select", key: "status", label: "Status", all: "All Status", options: STATUS_CHOICES },
      ]}
    />
  );
}
