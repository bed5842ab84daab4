// The columns a player's tables and a coach's record lead with: the season (its page), the team
// (its franchise; on a career row, the span it sums) and, where the rows span more than one
// league, the league.
import type { PlayerSeasonRow } from "@tl/data/players";
import type { DataColumn } from "../../../components/data-table/columns";
import { textColumn } from "./career-columns";
import { SeasonName, TeamName, type PersonHome } from "./person-links";

type PersonRow = Pick<PlayerSeasonRow, "career" | "season" | "team" | "league" | "seasons" | "years">;

const careerSpan = (row: PersonRow) =>
  [row.seasons === null ? null : `${String(row.seasons)} ${row.seasons === 1 ? "season" : "seasons"}`, row.years]
    .filter(Boolean)
    .join(", ");

export function personColumns<Row extends PersonRow>(rows: readonly Row[], home: PersonHome): DataColumn<Row>[] {
  const leagues = new Set(rows.map((row) => row.league));
  return [
    textColumn<Row>({
      id: "season",
      header: "Season",
      rowHeader: true,
      kind: "number",
      value: (row) => row.season?.startYear ?? null,
      csv: (row) => (row.career ? "Career" : row.season?.label),
      cell: (row) => (row.career || row.season === null ? "Career" : <SeasonName season={row.season} home={home} />),
    }),
    textColumn<Row>({
      id: "team",
      header: "Team",
      value: (row) => row.team?.fullName ?? null,
      csv: (row) => (row.career ? careerSpan(row) : row.team?.fullName),
      cell: (row) => (row.career ? careerSpan(row) : row.team ? <TeamName team={row.team} home={home} /> : "N/A"),
    }),
    ...(leagues.size > 1
      ? [textColumn<Row>({ id: "league", header: "Lg", value: (row) => row.league, csv: (row) => row.league, cell: (row) => row.league })]
      : []),
  ];
}
