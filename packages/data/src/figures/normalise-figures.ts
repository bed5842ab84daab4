// Home's figures as Home shows them (issue #13: counted from the database, never typed).
import { formatCount, NOT_AVAILABLE } from "../shared/format";
import type { RawFigures } from "./raw-figures";

/** Each figure as Home shows it: "8", "29,213", 'N/A' when the API did not send it. */
export interface Figures {
  championships: string;
  titles: string;
  seasons: string;
  teams: string;
  games: string;
  people: string;
  dataPoints: string;
  /** "Nov 25, 2026", in the visitor's time zone; 'N/A' when nothing was ever imported. */
  updated: string;
  /** The ISO time behind `updated`, for a <time> element. */
  updatedAt: string | null;
}

function formatUpdated(iso: string | null | undefined): string {
  if (!iso) return NOT_AVAILABLE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

export function normaliseFigures(raw: RawFigures): Figures {
  return {
    championships: formatCount(raw.championships),
    titles: formatCount(raw.titles),
    seasons: formatCount(raw.seasons),
    teams: formatCount(raw.teams),
    games: formatCount(raw.games),
    people: formatCount(raw.people),
    dataPoints: formatCount(raw.data_points),
    updated: formatUpdated(raw.updated_at),
    updatedAt: raw.updated_at && !Number.isNaN(new Date(raw.updated_at).getTime()) ? raw.updated_at : null,
  };
}
