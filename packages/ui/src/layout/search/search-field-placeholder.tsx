// What stands in the box's place until its code has arrived: it looks like the box, and reaching
// for it (click, focus) asks for the real one, which takes the focus when it mounts.
import { Search } from "lucide-react";

export const SEARCH_FIELD_CLASS =
  "flex h-10 w-full items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm text-ink shadow-sm";

export const SEARCH_PLACEHOLDER = "Search players, teams…";

export function SearchFieldPlaceholder({ onActivate }: { onActivate: () => void }) {
  return (
    <button type="button" className={`${SEARCH_FIELD_CLASS} text-muted`} onClick={onActivate} onFocus={onActivate}>
      <Search aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 truncate text-left">{SEARCH_PLACEHOLDER}</span>
      <kbd aria-hidden className="rounded border border-line px-1.5 text-xs">
        /
      </kbd>
    </button>
  );
}
