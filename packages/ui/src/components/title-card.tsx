// One title in a reference page's list (issue #16: a franchise's, a player's, a coach's): the
// season it was won in, marked where vacated, then its championship (linking to its history) and
// what the page adds (`children` on that line, `footer` under it).
import { Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Badge } from "./badge";
import { ENTITY_LINK_CLASS } from "./entity-link";

export function TitleCard(props: {
  title: { vacated: boolean; championshipSlug: string | null; championshipName: string };
  season: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const { title, season, children, footer } = props;
  return (
    <li className="flex items-start gap-3 rounded-xl border border-line bg-surface px-4 py-3">
      <Trophy aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-700" />
      <span className="min-w-0">
        <span className="block font-semibold text-ink">
          {season}
          {title.vacated && (
            <>
              {" "}
              <Badge tone="warning">Vacated</Badge>
            </>
          )}
        </span>
        <span className="block text-sm">
          {title.championshipSlug ? (
            <Link to={`/championships/${encodeURIComponent(title.championshipSlug)}`} className={ENTITY_LINK_CLASS}>
              {title.championshipName}
            </Link>
          ) : (
            title.championshipName
          )}
          {children}
        </span>
        {footer}
      </span>
    </li>
  );
}
