// Filter bars (spec §2): a text search and dropdowns, each with a visible label for screen
// readers. The search box keeps its own text and reports it after a pause, so typing stays
// responsive while the list refetches or refilters.
import { Search } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTypedText } from "../hooks/use-typed-text";

export const SEARCH_DEBOUNCE_MS = 250;

export function FilterBar({ children, label = "Filters" }: { children: ReactNode; label?: string }) {
  return (
    <div
      role="search"
      aria-label={label}
      className="mb-6 grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
    >
      {children}
    </div>
  );
}

const fieldClass =
  "w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-200";

export function SearchField(props: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const { label, placeholder, value, onChange } = props;
  const id = useId();
  const [text, setText] = useTypedText(value, onChange, SEARCH_DEBOUNCE_MS);

  return (
    <div className="flex min-w-0 flex-col gap-1 lg:min-w-64 lg:flex-[2]">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          className={`${fieldClass} pl-9`}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField(props: { label: string; value: string; options: readonly SelectOption[]; onChange: (value: string) => void }) {
  const { label, value, options, onChange } = props;
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 lg:min-w-40 lg:flex-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <select
        id={id}
        className={fieldClass}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A day to jump to (issue #15: the Scores date jump). The browser's date picker; the value is
 * reported once it is a whole date (YYYY-MM-DD) or cleared, never half typed.
 */
export function DateField(props: { label: string; value: string; min?: string; max?: string; onChange: (value: string) => void }) {
  const { label, value, min, max, onChange } = props;
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 lg:min-w-40 lg:flex-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={fieldClass}
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          const day = event.target.value;
          if (day === "" || /^\d{4}-\d{2}-\d{2}$/.test(day)) onChange(day);
        }}
      />
    </div>
  );
}
