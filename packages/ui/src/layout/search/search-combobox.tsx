// The header search box (issue #17), on the WAI-ARIA combobox pattern with a listbox popup:
// results after two characters and a short pause, grouped by kind; ArrowDown/ArrowUp move
// through the options (aria-activedescendant), Enter opens the active one or, with none, the
// full results page (/search?q=); Escape closes the list, then clears the text, then (in the
// phone panel) closes the box. A polite live region says "N results" or "No results".
import { cleanQuery, useSearch } from "@tl/data/search";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useSite } from "../../site/site-context";
import { SEARCH_FIELD_CLASS, SEARCH_PLACEHOLDER } from "./search-field-placeholder";
import { SearchListbox } from "./search-listbox";
import { optionsOf, resultTarget, searchPagePath } from "./search-options";
import { SearchPopupMessage } from "./search-popup-message";
import { announcement, searchView } from "./search-view";
import { useDebouncedValue } from "./use-debounced-value";

/** The pause after the last keystroke before the box asks (issue #17: a short debounce). */
export const SEARCH_DEBOUNCE_MS = 180;

export interface SearchComboboxProps {
  /** Changes each time the header asks for the box's focus (click, "/"). */
  focusToken: number;
  /** Escape on an empty, closed box: the header closes the phone panel. */
  onDismiss: () => void;
  /** A result or the results page was opened: the header closes the phone panel. */
  onLeave: () => void;
}

export function SearchCombobox({ focusToken, onDismiss, onLeave }: SearchComboboxProps) {
  const { site, apiFilters } = useSite();
  const navigate = useNavigate();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const typed = cleanQuery(text);
  const asked = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const query = useSearch({ site: apiFilters, filters: { q: asked } }, { keepPrevious: true });
  const view = searchView(typed, asked, query);
  const answer = view.state === "results" ? view.answer : undefined;
  const options = optionsOf(answer);
  // The active option belongs to the answer it was chosen in; a new answer starts with none.
  const [cursor, setCursor] = useState<{ answer: unknown; index: number }>({ answer: undefined, index: -1 });
  const active = cursor.answer === answer && cursor.index < options.length ? cursor.index : -1;
  const expanded = open && options.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${String(index)}`;

  useEffect(() => {
    if (focusToken > 0) field.current?.focus();
  }, [focusToken]);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    const element = active >= 0 ? document.getElementById(optionId(active)) : null;
    if (element && "scrollIntoView" in element) element.scrollIntoView({ block: "nearest" });
  });

  const leave = (go: () => void) => {
    setOpen(false);
    onLeave();
    go();
  };
  const openResultsPage = () => {
    if (typed) leave(() => void navigate(searchPagePath(typed)));
  };
  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.type === "all") {
      openResultsPage();
      return;
    }
    const target = resultTarget(site, option.result);
    setText("");
    leave(() => (target.inSite ? void navigate(target.href) : window.location.assign(target.href)));
  };
  const move = (step: number) => {
    setOpen(true);
    if (options.length === 0) return;
    const from = active < 0 ? (step > 0 ? -1 : options.length) : active;
    setCursor({ answer, index: (from + step + options.length) % options.length });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (expanded && active >= 0) pick(active);
      else openResultsPage();
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (open && typed) setOpen(false);
      else if (text) setText("");
      else onDismiss();
      setCursor({ answer: undefined, index: -1 });
    }
  };

  return (
    <div
      role="search"
      aria-label="Site"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <div className={SEARCH_FIELD_CLASS}>
        <Search aria-hidden className="size-4 shrink-0 text-muted" />
        <input
          ref={field}
          type="search"
          role="combobox"
          aria-label="Site search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={SEARCH_PLACEHOLDER}
          className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        className={
          open && view.state !== "idle" ? "mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface shadow-lg" : "hidden"
        }
      >
        <SearchListbox
          id={listboxId}
          label={`Results for ${typed}`}
          answer={answer}
          query={typed}
          hidden={!expanded}
          busy={view.state === "results" && view.stale}
          active={active}
          optionId={optionId}
          onPick={pick}
          onPoint={(index) => {
            setCursor({ answer, index });
          }}
        />
        <SearchPopupMessage view={view} onRetry={() => void query.refetch()} />
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {open ? announcement(view) : ""}
      </div>
    </div>
  );
}
