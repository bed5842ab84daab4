// spec §2 Standings controls: search 'Search teams or divisions...', sport, division, conference;
// issue #13 adds the season picker, shown when a sport is in scope and we hold its standings.
import { FilterBar, SearchField, SelectField, type SelectOption } from "../../../components/filters";
import type { StandingFilterValues } from "./standings-view";

export function StandingsFilters(props: {
  values: StandingFilterValues;
  /** `sport` is null where the list is one sport (a sport site): nothing to choose. */
  options: { sport: readonly SelectOption[] | null; season: readonly SelectOption[]; division: readonly SelectOption[]; conference: readonly SelectOption[] };
  onChange: (patch: Partial<StandingFilterValues>, options?: { replace?: boolean }) => void;
}) {
  const { values, options, onChange } = props;
  return (
    <FilterBar label="Standings filters">
      <SearchField
        label="Search"
        placeholder="Search teams or divisions..."
        value={values.q}
        onChange={(q) => {
          onChange({ q }, { replace: true });
        }}
      />
      {options.sport !== null && (
        <SelectField
          label="Sport"
          value={values.sport}
          options={options.sport}
          onChange={(sport) => {
            onChange({ sport });
          }}
        />
      )}
      {options.season.length > 0 && (
        <SelectField
          label="Season"
          value={values.season}
          options={options.season}
          onChange={(season) => {
            onChange({ season });
          }}
        />
      )}
      <SelectField
        label="Division"
        value={values.division}
        options={options.division}
        onChange={(division) => {
          onChange({ division });
        }}
      />
      <SelectField
        label="Conference"
        value={values.conference}
        options={options.conference}
        onChange={(conference) => {
          onChange({ conference });
        }}
      />
    </FilterBar>
  );
}
