import { useEffect, useState } from "react";

/** `value` once it has stayed unchanged for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = window.setTimeout(() => {
      setSettled(value);
    }, ms);
    return () => {
      window.clearTimeout(handle);
    };
  }, [value, ms]);
  return settled;
}
