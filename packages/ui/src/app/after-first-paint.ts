// Runs `task` once the browser is idle after the first paint (or after a short wait where it has
// no idle callback), so fetching it does not compete with the page's own first download.
const FALLBACK_MS = 300;
const IDLE_TIMEOUT_MS = 2000;

export function afterFirstPaint(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = window.setTimeout(task, FALLBACK_MS);
  return () => {
    window.clearTimeout(handle);
  };
}
