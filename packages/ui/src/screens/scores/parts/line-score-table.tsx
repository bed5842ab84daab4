// A baseball game's line score (issue #15) as a table: innings as columns, then R; the two
// teams as rows, away first as a box score has it. "x" (an inning the home side did not need
// to bat) is kept as the source writes it, with its meaning for screen readers. Built on the
// product's one table (components/data-table) for its markup, scrolling and CSV, but not
// sortable: its order (away, then home; inning by inning) is what it means.
import type { Game, LineScore } from "@tl/data/games";
import type { DataColumn } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";

interface Side {
  side: "away" | "home";
  team: Game["homeTeam"];
  cells: string[];
  runs: string;
}

const centred = "text-center tabular-nums";

function teamName(team: Game["homeTeam"]) {
  return team.city ? `${team.city} ${team.name}` : team.name;
}

function InningRuns({ runs }: { runs: string }) {
  if (runs !== "x") return runs;
  return (
    <>
      <span aria-hidden>x</span>
      <span className="sr-only">not batted</span>
    </>
  );
}

function lineScoreColumns(innings: number): DataColumn<Side>[] {
  return [
    {
      id: "team",
      header: "Team",
      rowHeader: true,
      value: (row) => row.team.abbreviation,
      csv: (row) => teamName(row.team),
      cell: (row) => <abbr title={teamName(row.team)}>{row.team.abbreviation}</abbr>,
      className: "whitespace-nowrap",
    },
    ...Array.from({ length: innings }, (_, index): DataColumn<Side> => {
      const inning = String(index + 1);
      return {
        id: `inning-${inning}`,
        header: inning,
        headerContent: (
          <>
            <span className="sr-only">Inning </span>
            {inning}
          </>
        ),
        value: (row) => row.cells[index] ?? null,
        cell: (row) => <InningRuns runs={row.cells[index] ?? ""} />,
        className: centred,
        headerClassName: centred,
      };
    }),
    {
      id: "runs",
      header: "R",
      headerContent: <abbr title="Runs">R</abbr>,
      value: (row) => row.runs,
      className: `${centred} font-bold`,
      headerClassName: `${centred} font-bold`,
    },
  ];
}

export function LineScoreTable({ game, lineScore }: { game: Game; lineScore: LineScore }) {
  const rows: Side[] = [
    { side: "away", team: game.awayTeam, cells: lineScore.away, runs: game.awayScoreText },
    { side: "home", team: game.homeTeam, cells: lineScore.home, runs: game.homeScoreText },
  ];
  const matchup = `${teamName(game.awayTeam)} at ${teamName(game.homeTeam)}`;
  return (
    <DataTable
      label={`Line score: ${matchup}`}
      fileName={`Line score ${matchup}${game.date ? ` ${game.date}` : ""}`}
      columns={lineScoreColumns(lineScore.innings)}
      rows={rows}
      rowKey={(row) => row.side}
      sortable={false}
      density="compact"
      minWidth="min-w-[24rem]"
    />
  );
}
