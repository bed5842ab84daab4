// spec §2 Champions: ten year buttons, plus (issue #13) a dropdown of every season the site
// holds, so no season is reachable only through a URL. Both show the site's season labels
// ("2024-25" on the NHL site; start years on the hub, where seasons are listed by the year
// they began). Values are start years, as `?year=` and the API's season__start_year are.
import { useId } from "react";

export interface SeasonPickerProps {
  /** The ten buttons' seasons, newest first. */
  recent: readonly number[];
  /** Every season held, newest first; the chosen one is added when missing. */
  all: readonly number[];
  chosen: number;
  label: (startYear: number) => string;
  onChoose: (startYear: number) => void;
}

const selectClass =
  "w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none";

export function SeasonPicker(props: SeasonPickerProps) {
  const { recent, all, chosen, label, onChoose } = props;
  const selectId = useId();
  const options = all.includes(chosen) ? all : [...all, chosen].sort((a, b) => b - a);
  return (
    <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div role="group" aria-label="Recent seasons" className="flex flex-wrap gap-2">
        {recent.map((year) => {
          const pressed = year === chosen;
          return (
            <button
              key={year}
              type="button"
              aria-pressed={pressed}
              onClick={() => {
                onChoose(year);
              }}
              className={`rounded-xl px-4 py-2 text-sm font-semibold tabular-nums transition-colors ${
                pressed ? "bg-primary-700 text-white shadow-sm" : "border border-line bg-surface text-primary-700 hover:bg-primary-50"
              }`}
            >
              {label(year)}
            </button>
          );
        })}
      </div>
      <div className="flex min-w-0 flex-col gap-1 lg:w-48 lg:shrink-0">
        <label htmlFor={selectId} className="text-xs font-semibold text-muted">
          Every season
        </label>
        <select
          id={selectId}
          className={selectClass}
          value={String(chosen)}
          onChange={(event) => {
            onChoose(Number(event.target.value));
          }}
        >
          {options.map((year) => (
            <option key={year} value={String(year)}>
              {label(year)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
