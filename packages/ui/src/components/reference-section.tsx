// A section of a reference page (issue #16: franchise, season, player, coach): a heading named
// by `id`, then what it holds, or `empty`, the sentence saying we hold none.
import type { ReactNode } from "react";

export function ReferenceSection(props: { id: string; title: ReactNode; empty?: string | null; children?: ReactNode }) {
  const { id, title, empty = null, children } = props;
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      {empty === null ? children : <p className="text-muted">{empty}</p>}
    </section>
  );
}
