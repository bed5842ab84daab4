import type { Championship } from "@tl/data/championships";
import { CalendarDays, Trophy } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge } from "../../../components/badge";

/** spec §2 Championships: the whole card links to the championship's page. */
export function ChampionshipCard({ championship }: { championship: Championship }) {
  const { slug, name, description, sportAbbreviation, sportName, trophyName, firstYear, levelName } = championship;
  return (
    <Link
      to={`/championships/${encodeURIComponent(slug)}`}
      className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="rounded-lg bg-primary-700 px-2.5 py-1 text-xs font-bold tracking-wider text-white" title={sportName ?? undefined}>
          {sportAbbreviation}
        </span>
        <Badge tone="secondary">{levelName}</Badge>
      </div>
      <h2 className="text-xl font-bold text-ink group-hover:text-primary-700">{name}</h2>
      <p className="line-clamp-3 text-sm text-muted">{description}</p>
      <dl className="mt-auto flex flex-col gap-1.5 border-t border-line pt-3 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <Trophy aria-hidden className="size-4 text-accent-700" />
            <span className="sr-only">Trophy</span>
          </dt>
          <dd className="font-medium text-ink">{trophyName}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays aria-hidden className="size-4 text-primary-700" />
            <span className="sr-only">First held</span>
          </dt>
          <dd className="text-muted">Since {firstYear ?? "N/A"}</dd>
        </div>
      </dl>
    </Link>
  );
}
