// The box's listbox (WAI-ARIA combobox pattern): a group per kind, labelled with its label and
// count, each option a name and its secondary line; "See all results" last. Options never take
// the focus (the field keeps it, aria-activedescendant points at the active one), so a press
// does not blur the field.
import { formatCount } from "@tl/data/shared";
import type { SearchAnswer } from "@tl/data/search";
import { clsx } from "clsx";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

interface ListboxProps {
  id: string;
  label: string;
  answer: SearchAnswer | undefined;
  query: string;
  hidden: boolean;
  busy: boolean;
  active: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  onPoint: (index: number) => void;
}

function Option(props: { id: string; active: boolean; onPick: () => void; onPoint: () => void; children: ReactNode }) {
  return (
    <div
      id={props.id}
      role="option"
      aria-selected={props.active}
      className={clsx("cursor-pointer rounded-lg px-3 py-2", props.active && "bg-primary-50 ring-2 ring-primary-500")}
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onMouseMove={props.onPoint}
      onClick={props.onPick}
    >
      {props.children}
    </div>
  );
}

export function SearchListbox(props: ListboxProps) {
  const { id, label, answer, query, hidden, busy, active, optionId, onPick, onPoint } = props;
  let index = 0;
  const option = (children: ReactNode) => {
    const at = index++;
    return (
      <Option key={at} id={optionId(at)} active={active === at} onPick={() => onPick(at)} onPoint={() => onPoint(at)}>
        {children}
      </Option>
    );
  };
  return (
    <div id={id} role="listbox" aria-label={label} aria-busy={busy} hidden={hidden} className={clsx("p-1", busy && "opacity-70")}>
      {answer?.groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
          <div role="presentation" id={`${id}-${group.kind}`} className="px-3 pt-2 pb-1 text-xs font-semibold text-muted uppercase">
            {group.label} · {formatCount(group.count)}
          </div>
          {group.results.map((result) =>
            option(
              <>
                <span className="block font-semibold text-ink">{result.name}</span>
                {result.detail && <span className="block text-xs text-muted">{result.detail}</span>}
              </>,
            ),
          )}
        </div>
      ))}
      {answer &&
        answer.count > 0 &&
        option(
          <span className="flex items-center gap-2 text-sm font-semibold text-primary-700">
            See all results for “{query}”
            <ArrowRight aria-hidden className="size-4" />
          </span>,
        )}
    </div>
  );
}
