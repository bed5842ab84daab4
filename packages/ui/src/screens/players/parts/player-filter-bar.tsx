// spec §2 Players: search, then sport (the hub only: a sport site is its sport), position,
// team and status dropdowns. Option values are what the API filters on: sport and team
// slugs (team abbreviations repeat across leagues), position text, status.
import { isPlayerStatus } from "@tl/data/players";
import type { SportOption, TeamOption } from "@tl/data/players-summary";
import { FilterBar, SearchField, SelectField, type SelectOption } from "../../../components/filters";
import { ALL } from "../../../hooks/use-sport-options";
import type { FilterValues } from "../../../hooks/use-url-filters";
import type { PlayerFilterKey } from "./use-player-filters";

export const SEARCH_PLACEHOLDER = "Search players, teams, or positions...";

const STATUS_OPTIONS: SelectOption[] = [
  { value: ALL, label: "All Status" },
  { value: "active", label: "Active" },
  { value: "injured", label: "Injured" },
  { value: "retired", label: "Retired" },
  { value: "inactive", label: "Inactive" },
];

/** A choice read from a shared link stays visible even before (or without) the options that hold it. */
function withChosen(options: SelectOption[], value: string): SelectOption[] {
  return options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
}

export function PlayerFilterBar(props: {
  values: FilterValues<PlayerFilterKey>;
  onChange: (patch: Partial<FilterValues<PlayerFilterKey>>, options?: { replace?: boolean }) => void;
  showSport: boolean;
  sports: readonly SportOption[];
  positions: readonly string[];
  teams: readonly TeamOption[];
}) {
  const { values, onChange, showSport, sports, positions, teams } = props;
  const sportOptions = withChosen([{ value: ALL, label: "All Sports" }, ...sports.map((sport) => ({ value: sport.slug, label: sport.name }))], values.sport);
  const positionOptions = withChosen([{ value: ALL, label: "All Positions" }, ...positions.map((position) => ({ value: position, label: position }))], values.position);
  const teamOptions = withChosen([{ value: ALL, label: "All Teams" }, ...teams.map((team) => ({ value: team.slug, label: team.label }))], values.team);

  return (
    <FilterBar label="Player filters">
      <SearchField
        label="Search players"
        placeholder={SEARCH_PLACEHOLDER}
        value={values.q}
        onChange={(q) => {
          onChange({ q }, { replace: true });
        }}
      />
      {showSport && (
        <SelectField
          label="Sport"
          value={values.sport}
          options={sportOptions}
          onChange={(sport) => {
            // Positions and teams belong to a sport: a choice from another sport would match nobody.
            onChange({ sport, position: ALL, team: ALL });
          }}
        />
      )}
      <SelectField
        label="Position"
        value={values.position}
        options={positionOptions}
        onChange={(position) => {
          onChange({ position });
        }}
      />
      <SelectField
        label="Team"
        value={values.team}
        options={teamOptions}
        onChange={(team) => {
          onChange({ team });
        }}
      />
      <SelectField
        label="Status"
        value={isPlayerStatus(values.status) ? values.status : ALL}
        options={STATUS_OPTIONS}
        onChange={(status) => {
          onChange({ status });
        }}
      />
    </FilterBar>
  );
}
