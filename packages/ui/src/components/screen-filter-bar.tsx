// The one filter bar of a data screen (spec §2): a declared list of fields, each a search box,
// a dropdown or a day (issue #15) under its URL key, read and written through useScreenFilters. A field left
// out (`false`) is not shown: the hub's sport dropdown on a sport site, a season picker with
// no seasons to pick.
import type { ReactNode } from "react";
import type { FilterPatch, ScreenFilters } from "../hooks/use-screen-filters";
import { DateField, FilterBar, SearchField, SelectField, type SelectOption } from "./filters";

export interface SearchFilterField<K extends string> {
  kind: "search";
  key: K;
  label: string;
  placeholder: string;
}

export interface SelectFilterField<K extends string> {
  kind: "select";
  key: K;
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The option that filters nothing ("All Sports"), put first; absent where `options` holds its own. */
  all?: string;
  /** A value from a shared link that is not (yet) among the options is offered under its own name. */
  keepsChosen?: boolean;
  /** Fields a choice here sets back to nothing chosen: another sport has other teams. */
  clears?: readonly K[];
}

/** A day (issue #15: the Scores date jump), YYYY-MM-DD under its URL key. */
export interface DateFilterField<K extends string> {
  kind: "date";
  key: K;
  label: string;
  min?: string;
  max?: string;
}

export type FilterField<K extends string> = SearchFilterField<K> | SelectFilterField<K> | DateFilterField<K>;

export interface ScreenFilterBarProps<K extends string> {
  /** The bar's accessible name: "Player filters". */
  label: string;
  filters: ScreenFilters<K>;
  fields: readonly (FilterField<K> | false)[];
  /** What a control shows where the screen reads the URL's value otherwise (the latest season). */
  shown?: FilterPatch<K>;
  /** What every change also sets, beyond its field's `clears` (scores.tsx: a season clears the date range). */
  adjust?: (patch: FilterPatch<K>) => FilterPatch<K>;
  /** Controls before the fields (Teams' scope toggle). */
  children?: ReactNode;
}

export function selectOptions<K extends string>(field: SelectFilterField<K>, empty: string, chosen: string): SelectOption[] {
  const options = field.all === undefined ? [...field.options] : [{ value: empty, label: field.all }, ...field.options];
  if (field.keepsChosen && !options.some((option) => option.value === chosen)) options.push({ value: chosen, label: chosen });
  return options;
}

function unchanged<K extends string>(patch: FilterPatch<K>): FilterPatch<K> {
  return patch;
}

export function ScreenFilterBar<K extends string>(props: ScreenFilterBarProps<K>) {
  const { label, filters, fields, shown, adjust = unchanged, children } = props;
  const { defaults, set } = filters;
  const values = { ...filters.values, ...shown };
  return (
    <FilterBar label={label}>
      {children}
      {fields.map((field) => {
        if (field === false) return null;
        const { key } = field;
        if (field.kind === "search") {
          const onSearch = (text: string) => {
            set(adjust({ [key]: text } as FilterPatch<K>), { replace: true });
          };
          return <SearchField key={key} label={field.label} placeholder={field.placeholder} value={values[key]} onChange={onSearch} />;
        }
        if (field.kind === "date") {
          const onDay = (day: string) => {
            set(adjust({ [key]: day } as FilterPatch<K>));
          };
          return <DateField key={key} label={field.label} value={values[key]} min={field.min} max={field.max} onChange={onDay} />;
        }
        const onChoose = (value: string) => {
          const cleared = Object.fromEntries((field.clears ?? []).map((other) => [other, defaults[other]]));
          set(adjust({ ...cleared, [key]: value } as FilterPatch<K>));
        };
        return (
          <SelectField
            key={key}
            label={field.label}
            value={values[key]}
            options={selectOptions(field, defaults[key], values[key])}
            onChange={onChoose}
          />
        );
      })}
    </FilterBar>
  );
}
