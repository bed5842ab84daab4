// The Seasons card's link to the season's page (issue #16), with an arrow: on the season's own
// site (components/entity-link.tsx), so from the hub it leads across to the sport's site.
import type { Season } from "@tl/data/seasons";
import { ArrowRight } from "lucide-react";
import { SeasonLink } from "../../../components/entity-link";

export function SeasonPageLink({ season }: { season: Season }) {
  if (season.slug === null) return null;
  return (
    <SeasonLink
      slug={season.slug}
      sportSlug={season.sportSlug}
      levelSlug={season.levelSlug}
      className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-2 hover:underline"
    >
      {season.name} <ArrowRight aria-hidden className="size-4" />
    </SeasonLink>
  );
}
