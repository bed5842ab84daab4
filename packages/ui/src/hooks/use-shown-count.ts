// Long lists fetched whole (416 teams, 794 seasons) render PAGE_SIZE cards at first and more
// on request, so the page stays light; the count starts over whenever the filters change.
import { PAGE_SIZE } from "@tl/data/shared";
import { useCallback, useState } from "react";

export function useShownCount(resetKey: string, step: number = PAGE_SIZE) {
  const [state, setState] = useState({ key: resetKey, count: step });
  // New filters: start over, during render (React's pattern for state that follows a prop), so
  // going back to earlier filters does not bring their longer list back.
  if (state.key !== resetKey) setState({ key: resetKey, count: step });
  const count = state.key === resetKey ? state.count : step;
  const showMore = useCallback(() => {
    setState((current) => ({ key: resetKey, count: current.count + step }));
  }, [resetKey, step]);
  return [count, showMore] as const;
}
