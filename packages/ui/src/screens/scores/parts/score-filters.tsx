// spec §2 Scores: search by home or away team name or city; sport, status and date range;
// issue #13 adds the season picker, shown when a sport is in scope and we hold its games;
// issue #15 a day to go to.
import type { SelectOption } from "../../../components/filters";
import { ScreenFilterBar } from "../../../components/screen-filter-bar";
import type { ScreenFilters } from "../../../hooks/use-screen-filters";
import { withResets, type ScoreFilterValues } from "./score-seasons";

/** After the filter bar's 'All Games'. */
export const STATUS_CHOICES: readonly SelectOption[] = [
  { value: "live", label: "Live" },
  { value: "final", label: "Final" },
  { value: "scheduled", label: "Scheduled" },
  { value: "postponed", label: "Postponed" },
];

/** README: 'All Dates' (the default) is ours; the other four are the spec's. */
export const RANGE_CHOICES: readonly SelectOption[] = [
  { value: "today", label: "Today" },
  { value: "yesterday", label: "Yesterday" },
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
];

export function ScoreFilters(props: {
  filters: ScreenFilters<keyof ScoreFilterValues>;
  /** What the dropdowns show: the date range and season the list is read with. */
  shown: Pick<ScoreFilterValues, "range" | "season" | "date">;
  /** null where the list is one sport (a sport site): nothing to choose. */
  sportChoices: readonly SelectOption[] | null;
  /** 'All Seasons' and the seasons with games; empty when no sport is in scope. */
  seasonOptions: readonly SelectOption[];
}) {
  const { filters, shown, sportChoices, seasonOptions } = props;
  return (
    <ScreenFilterBar
      label="Game filters"
      filters={filters}
      shown={shown}
      adjust={withResets}
      fields={[
        { kind: "search", key: "q", label: "Search", placeholder: "Search teams or cities..." },
        // A sport from a shared link stays selectable while the list loads (or if it has no games).
        sportChoices !== null && {
          kind: "select",
          key: "sport",
          label: "Sport",
          all: "All Sports",
          options: sportChoices,
          keepsChosen: true,
        },
        seasonOptions.length > 0 && { kind: "select", key: "season", label: "Season", options: seasonOptions },
        { kind: "select", key: "status", label: "Status", all: "All Games", options: STATUS_CHOICES },
        { kind: "select", key: "range", label: "Date range", all: "All Dates", options: RANGE_CHOICES },
        { kind: "date", key: "date", label: "Go to date" },
      ]}
    />
  );
}
