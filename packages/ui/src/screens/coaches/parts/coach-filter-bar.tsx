// spec §2 Coaches: the search box and the sport, position, team and status dropdowns. Choices
// live in the URL (useUrlFilters), so a filtered view can be shared and back/forward works.
import type { CoachSummary } from "@tl/data/coaches";
import { FilterBar, SearchField, SelectField } from "../../../components/filters";
import { ALL } from "../../../hooks/use-sport-options";
import { positionSelectOptions, sportSelectOptions, STATUS_OPTIONS, teamSelectOptions } from "./coach-options";

export const COACH_URL_DEFAULTS = { q: "", sport: ALL, position: ALL, team: ALL, status: ALL };
export type CoachUrlFilters = typeof COACH_URL_DEFAULTS;

export function CoachFilterBar(props: {
  values: CoachUrlFilters;
  onChange: (patch: Partial<CoachUrlFilters>, options?: { replace?: boolean }) => void;
  /** The hub's alone: a sport site is its sport. */
  showSport: boolean;
  /** Facets over the site's sport and level: the sport options. */
  scope: CoachSummary | undefined;
  /** Facets once the hub's sport is chosen too: position and team options. */
  summary: CoachSummary | undefined;
}) {
  const { values, onChange, showSport, scope, summary } = props;
  return (
    <FilterBar label="Filter coaches">
      <SearchField
        label="Search coaches"
        placeholder="Search coaches, teams, or positions..."
        value={values.q}
        onChange={(q) => {
          onChange({ q }, { replace: true });
        }}
      />
      {showSport && (
        <SelectField
          label="Sport"
          value={values.sport}
          options={sportSelectOptions(scope, values.sport)}
          onChange={(sport) => {
            // A team belongs to one sport: keep it only while it can still match.
            onChange({ sport, team: ALL });
          }}
        />
      )}
      <SelectField
        label="Position"
        value={values.position}
        options={positionSelectOptions(summary, values.position)}
        onChange={(position) => {
          onChange({ position });
        }}
      />
      <SelectField
        label="Team"
        value={values.team}
        options={teamSelectOptions(summary, values.team)}
        onChange={(team) => {
          onChange({ team });
        }}
      />
      <SelectField
        label="Status"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(status) => {
          onChange({ status });
        }}
      />
    </FilterBar>
  );
}
