// A champion row's coach or MVP text with each person we hold linked to his page on the
// championship's site (issue #16): "Ron Cey, Pedro Guerrero and Steve Yeager" as three links.
// The Hall of Champions' panel and the championship history both show them this way.
import { linkNames, type NameLink } from "@tl/data/champions";
import { FinalLink } from "../../../components/franchise-link";

export function NamedPeople({
  text,
  links,
  championshipSlug,
}: {
  text: string;
  links: readonly NameLink[];
  championshipSlug: string | null;
}) {
  return (
    <>
      {linkNames(text, links).map(({ text: part, link }, index) =>
        link ? (
          <FinalLink key={`${String(index)}-${link.slug}`} kind={link.kind} slug={link.slug} championshipSlug={championshipSlug}>
            {part}
          </FinalLink>
        ) : (
          part
        ),
      )}
    </>
  );
}
