// On a sport site, Teams and Champions start on the site's own sport; this pair of buttons
// widens them to every sport and back (issue #13, the site-scope rule). The choice is in the URL.
import { useId } from "react";

export function ScopeToggle(props: { siteLabel: string; widened: boolean; onChange: (widened: boolean) => void }) {
  const { siteLabel, widened, onChange } = props;
  const labelId = useId();
  const choices = [
    { label: siteLabel, wide: false },
    { label: "All Sports", wide: true },
  ];
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span id={labelId} className="text-xs font-semibold text-muted">
        Sports shown
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex w-fit rounded-xl border border-line bg-surface p-0.5">
        {choices.map((choice) => {
          const pressed = choice.wide === widened;
          return (
            <button
              key={choice.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => {
                if (!pressed) onChange(choice.wide);
              }}
              className={`rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${
                pressed ? "bg-primary-700 text-white shadow-sm" : "text-primary-700 hover:bg-primary-50"
              }`}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
