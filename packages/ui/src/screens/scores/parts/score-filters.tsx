// spec §2 Scores: search by home or away team name or city; sport, status and date range;
// issue #13 adds the season picker, shown when a sport is in scope and we hold its games.
import type { SelectOption } from "../../../components/filters";
import { FilterBar, SearchField, SelectField } from "../../../components/filters";

export const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: "all", label: "All Games" },
  { value: "live", label: "Live" },
  { value: "final", label: "Final" },
  { value: "scheduled", label: "Scheduled" },
  { value: "postponed", label: "Postponed" },
];

/** README: 'All Dates' (the default) is ours; the other four are the spec's. */
export const RANGE_OPTIONS: readonly SelectOption[] = [
  { value: "all", label: "All Dates" },
  { value: "today", label: "Today" },
  { value: "yesterday", label: "Yesterday" },
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
];

export interface ScoreFilterValues {
  q: string;
  sport: string;
  status: string;
  range: string;
  /** A start year, or "" for every season. */
  season: string;
}

export function ScoreFilters(props: {
  values: ScoreFilterValues;
  /** null where the list is one sport (a sport site): nothing to choose. */
  sportOptions: readonly SelectOption[] | null;
  seasonOptions: readonly SelectOption[];
  onChange: (patch: Partial<ScoreFilterValues>, options?: { replace?: boolean }) => void;
}) {
  const { values, sportOptions, seasonOptions, onChange } = props;
  return (
    <FilterBar label="Game filters">
      <SearchField
        label="Search"
        placeholder="Search teams or cities..."
        value={values.q}
        onChange={(q) => {
          onChange({ q }, { replace: true });
        }}
      />
      {sportOptions !== null && (
        <SelectField
          label="Sport"
          value={values.sport}
          options={sportOptions}
          onChange={(sport) => {
            onChange({ sport });
          }}
        />
      )}
      {seasonOptions.length > 0 && (
        <SelectField
          label="Season"
          value={values.season}
          options={seasonOptions}
          onChange={(season) => {
            onChange({ season });
          }}
        />
      )}
      <SelectField
        label="Status"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(status) => {
          onChange({ status });
        }}
      />
      <SelectField
        label="Date range"
        value={values.range}
        options={RANGE_OPTIONS}
        onChange={(range) => {
          onChange({ range });
        }}
      />
    </FilterBar>
  );
}
