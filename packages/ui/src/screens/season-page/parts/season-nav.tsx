// The league's previous and next seasons (issue #16), each a link to its page.
import type { SeasonPage } from "@tl/data/seasons";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { SeasonLink } from "../../../components/entity-link";

const LINK =
  "inline-flex items-center gap-1.5 rounded-xl border border-line bg-surface px-3 py-2 text-sm font-semibold text-primary-700 hover:underline";

export function SeasonNav({ season }: { season: SeasonPage }) {
  const { previous, next } = season;
  if (previous === null && next === null) return null;
  const where = { sportSlug: season.sportSlug, levelSlug: season.levelSlug, className: LINK };
  return (
    <nav aria-label={`${season.leagueShortName ?? "League"} seasons`} className="mb-10 flex flex-wrap justify-between gap-3">
      {previous?.slug ? (
        <SeasonLink slug={previous.slug} {...where}>
          <ArrowLeft aria-hidden className="size-4" />
          <span className="sr-only">Previous season:</span> {previous.name}
        </SeasonLink>
      ) : (
        <span />
      )}
      {next?.slug && (
        <SeasonLink slug={next.slug} {...where}>
          <span className="sr-only">Next season:</span> {next.name} <ArrowRight aria-hidden className="size-4" />
        </SeasonLink>
      )}
    </nav>
  );
}
