// The header's search (issue #17). Light: the box itself (a combobox, TanStack Query) is a chunk
// of its own, fetched after the first paint or as soon as the visitor reaches for it, so Home's
// first download does not grow. A Search button (an icon on phones, "Search /" where the header
// is wide) opens the box in a panel under the header; "/" does so from anywhere but a field.
// The bar has no room for a box of its own beside the eight links at 1280 px.
import { Search, X } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { afterFirstPaint } from "../../app/after-first-paint";
import { loadSearchBox } from "./load-search-box";
import { SearchFieldPlaceholder } from "./search-field-placeholder";
import { useSlashToSearch } from "./use-slash-to-search";

const SearchBox = lazy(() => loadSearchBox().then((module) => ({ default: module.SearchBox })));

export function HeaderSearch() {
  const panelId = useId();
  const { pathname } = useLocation();
  const [mounted, setMounted] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  // Each request for the box's focus; the box focuses its field when this changes.
  const [focusToken, setFocusToken] = useState(0);
  const [openedAt, setOpenedAt] = useState(pathname);
  const toggle = useRef<HTMLButtonElement>(null);
  // A new page closes the panel.
  if (panelOpen && openedAt !== pathname) setPanelOpen(false);

  useEffect(
    () =>
      afterFirstPaint(() => {
        setMounted(true);
      }),
    [],
  );
  const summon = useCallback(() => {
    setMounted(true);
    setPanelOpen(true);
    setOpenedAt(pathname);
    setFocusToken((token) => token + 1);
  }, [pathname]);
  useSlashToSearch(summon);
  const dismiss = useCallback(() => {
    setPanelOpen(false);
    toggle.current?.focus();
  }, []);
  const leave = useCallback(() => {
    setPanelOpen(false);
  }, []);

  return (
    <div
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (to instanceof Node && !event.currentTarget.contains(to)) setPanelOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="flex shrink-0 items-center gap-2 rounded-lg p-2 text-ink hover:bg-primary-50 @7xl:border @7xl:border-line @7xl:px-3"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        aria-label={panelOpen ? "Close site search" : "Site search"}
        onClick={panelOpen ? dismiss : summon}
      >
        {panelOpen ? <X aria-hidden className="size-6 @7xl:size-4" /> : <Search aria-hidden className="size-6 @7xl:size-4" />}
        <span className="hidden text-sm font-medium @7xl:inline">Search</span>
        <kbd aria-hidden className="hidden rounded border border-line px-1.5 text-xs text-muted @7xl:inline">
          /
        </kbd>
      </button>
      <div id={panelId} hidden={!panelOpen} className="absolute inset-x-0 top-full border-b border-line bg-surface py-4 shadow-md">
        <div className="mx-auto max-w-2xl px-4">
          {mounted ? (
            <Suspense fallback={<SearchFieldPlaceholder onActivate={summon} />}>
              <SearchBox focusToken={focusToken} onDismiss={dismiss} onLeave={leave} />
            </Suspense>
          ) : (
            <SearchFieldPlaceholder onActivate={summon} />
          )}
        </div>
      </div>
    </div>
  );
}
