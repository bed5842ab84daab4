import { useCoachSeasons, type CoachPage } from "@tl/data/coaches";
import type { PersonHome } from "../../player-page/parts/person-links";
import { PersonSeasons } from "../../player-page/parts/person-seasons";
import { RecordTable } from "./record-table";

/** The season-by-season record: its own call, so it loads and fails apart from the coach. */
export function CoachSeasons({ coach, home }: { coach: CoachPage; home: PersonHome }) {
  const name = coach.person.fullName;
  return (
    <PersonSeasons seasons={useCoachSeasons(coach.slug)} empty={`We hold no season record of ${name}.`}>
      {(rows) => <RecordTable name={name} rows={rows} home={home} />}
    </PersonSeasons>
  );
}
