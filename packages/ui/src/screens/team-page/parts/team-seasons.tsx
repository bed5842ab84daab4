import { formatCount } from "@tl/data/shared";
import { useTeamSeasons, type Franchise } from "@tl/data/teams";
import { SeasonsSection } from "../../../components/seasons-section";
import { SeasonTable } from "./season-table";

/** The season-by-season section: its own call, so it loads and fails apart from the franchise. */
export function TeamSeasons({ franchise }: { franchise: Franchise }) {
  return (
    <SeasonsSection seasons={useTeamSeasons(franchise.slug)} empty={`We hold no standings of the ${franchise.fullName} yet.`}>
      {(rows) => (
        <>
          <p className="mt-1 mb-4 text-sm text-muted">
            {formatCount(rows.length)} {rows.length === 1 ? "season" : "seasons"}, newest first. A season links to its page.
          </p>
          <SeasonTable franchise={franchise} rows={rows} />
        </>
      )}
    </SeasonsSection>
  );
}
