// Whether the app has passed its first render in the browser: false while a prerendered page
// is hydrated (and on the server), true from then on, and from the start without prerendered
// markup. For what the page's HTML does not carry (the toaster), so the first render matches it.
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
