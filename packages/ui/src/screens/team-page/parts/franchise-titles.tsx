import type { Franchise, FranchiseTitle } from "@tl/data/teams";
import { SeasonLink } from "../../../components/entity-link";
import { ReferenceSection } from "../../../components/reference-section";
import { TitleCard } from "../../../components/title-card";

/**
 * Every final the franchise won, newest first, each linking to its season's page and to its
 * championship's history (issue #16). A vacated title is listed, marked, and counted nowhere.
 */
export function FranchiseTitles(props: {
  titles: readonly FranchiseTitle[];
  franchise: Pick<Franchise, "fullName" | "sportSlug" | "levelSlug">;
}) {
  const { titles, franchise } = props;
  const { fullName } = franchise;
  const counted = titles.filter((title) => !title.vacated).length;
  return (
    <ReferenceSection
      id="titles-heading"
      title={
        <>
          Titles <span className="text-lg font-semibold text-muted tabular-nums">({counted})</span>
        </>
      }
      empty={titles.length === 0 ? `The ${fullName} have won no title we hold.` : null}
    >
      <ol className="grid gap-2 sm:grid-cols-2">
        {[...titles].reverse().map((title) => (
          <TitleCard
            key={title.key}
            title={title}
            season={
              title.season.slug ? (
                <SeasonLink slug={title.season.slug} sportSlug={franchise.sportSlug} levelSlug={franchise.levelSlug}>
                  {title.season.name}
                </SeasonLink>
              ) : (
                title.season.name
              )
            }
            footer={title.wonAs !== fullName && <span className="block text-xs text-muted">Won as the {title.wonAs}</span>}
          >
            {title.result && <span className="tabular-nums">, {title.result}</span>}
            {title.runnerUp && <> over {title.runnerUp}</>}
          </TitleCard>
        ))}
      </ol>
    </ReferenceSection>
  );
}
