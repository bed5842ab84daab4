// The Teams card's link to the team's franchise page (issue #16), with an arrow.
import type { Team } from "@tl/data/teams";
import { ArrowRight } from "lucide-react";
import { FranchiseLink } from "../../../components/franchise-link";

export function TeamPageLink({ team }: { team: Team }) {
  if (team.slug === null) return null;
  return (
    <FranchiseLink
      slug={team.slug}
      sportSlug={team.sportSlug}
      levelSlug={team.levelSlug}
      className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-2 hover:underline"
    >
      {team.fullName} <ArrowRight aria-hidden className="size-4" />
    </FranchiseLink>
  );
}
