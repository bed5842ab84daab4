// A player's or coach's season-by-season section: the shared section with the line that reads
// its tables.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SeasonsSection } from "../../../components/seasons-section";

export function PersonSeasons<Rows extends readonly unknown[]>(props: {
  seasons: UseQueryResult<Rows>;
  empty: string;
  children: (rows: Rows) => ReactNode;
}) {
  const { seasons, empty, children } = props;
  return (
    <SeasonsSection seasons={seasons} empty={empty} className="mb-10">
      {(rows) => (
        <>
          <p className="mt-1 mb-4 text-sm text-muted">
            A row a season and team, oldest first, the career total last. A season leads to its page, a team to its franchise.
          </p>
          {children(rows)}
        </>
      )}
    </SeasonsSection>
  );
}
