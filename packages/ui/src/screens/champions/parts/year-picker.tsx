/** spec §2 Champions: one button per year; the chosen one is pressed. */
export function YearPicker(props: { years: readonly number[]; chosen: number; onChoose: (year: number) => void }) {
  const { years, chosen, onChoose } = props;
  return (
    <div role="group" aria-label="Season" className="mb-6 flex flex-wrap gap-2">
      {years.map((year) => {
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
            {year}
          </button>
        );
      })}
    </div>
  );
}
