// A card's link to its entity's page, with an arrow (issue #16: the Seasons card's to the season's
// page, the Teams card's to the franchise's): on the entity's own site (entity-link.tsx), so from
// the hub it leads across to the sport's site. Nothing without a page (no slug).
import { ArrowRight } from "lucide-react";
import { EntityLink, type EntityKind } from "./entity-link";

export function PageArrowLink(props: {
  kind: EntityKind;
  entity: { slug: string | null; sportSlug: string | null; levelSlug: string | null };
  name: string;
}) {
  const { kind, entity, name } = props;
  if (entity.slug === null) return null;
  return (
    <EntityLink
      kind={kind}
      slug={entity.slug}
      sportSlug={entity.sportSlug}
      levelSlug={entity.levelSlug}
      className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-2 hover:underline"
    >
      {name} <ArrowRight aria-hidden className="size-4" />
    </EntityLink>
  );
}
