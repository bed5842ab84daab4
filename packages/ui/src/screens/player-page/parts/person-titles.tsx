import type { PersonTitle } from "@tl/data/players";
import { ReferenceSection } from "../../../components/reference-section";
import { TitleCard } from "../../../components/title-card";
import { SeasonName, TeamName, type PersonHome } from "./person-links";

/**
 * The titles a player or coach won, newest first: each names its league season (its page), the
 * championship (its history) and the champion (its franchise page). A vacated title is listed,
 * marked, and counted nowhere. `titles` null: the API cannot list them completely.
 */
export function PersonTitles(props: { titles: readonly PersonTitle[] | null; name: string; home: PersonHome }) {
  const { titles, name, home } = props;
  const counted = titles?.filter((title) => !title.vacated).length;
  const heading = <>Titles {counted !== undefined && <span className="text-lg font-semibold text-muted tabular-nums">({counted})</span>}</>;
  const empty =
    titles === null
      ? `We cannot list every title of ${name}: some are counted from records we do not hold title by title.`
      : titles.length === 0
        ? `${name} won no title we hold.`
        : null;
  return (
    <ReferenceSection id="titles-heading" title={heading} empty={empty}>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {[...(titles ?? [])].reverse().map((title) => (
          <TitleCard
            key={title.key}
            title={title}
            season={
              <SeasonName season={title.season} home={home}>
                {title.season.name}
              </SeasonName>
            }
          >
            {title.team && (
              <>
                {" "}
                with the <TeamName team={title.team} home={home} />
              </>
            )}
          </TitleCard>
        ))}
      </ol>
    </ReferenceSection>
  );
}
