// A search box's own text, reported after a pause in typing, beside the value its owner holds
// (the URL's `q`). The owner's value arrives later than the report (a router navigation renders
// as a transition, slower still on a busy machine): a report coming back is not news and must
// not replace what the visitor has typed since. Only a value from elsewhere (back/forward, a
// shared link, a reset) replaces the text.
import { useEffect, useRef, useState } from "react";

export function useTypedText(value: string, onReport: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(value);
  const latest = useRef(onReport);
  latest.current = onReport;
  /** What the owner holds or will hold: the last text reported, else its value. */
  const reported = useRef(value);
  /** Reports whose value has not come back yet, oldest first. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const echo = pending.current.indexOf(value);
    if (echo >= 0) {
      // Values come back in the order they were reported, some skipped: the older ones are moot.
      pending.current = pending.current.slice(echo + 1);
      return;
    }
    pending.current = [];
    reported.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text;
      pending.current.push(text);
      latest.current(text);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text, delayMs]);

  return [text, setText] as const;
}
