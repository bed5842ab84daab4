// A baseball game's line score (issue #15) as a table: innings as columns, then R; the two
// teams as rows, away first as a box score has it. "x" (an inning the home side did not need
// to bat) is kept as the source writes it, with its meaning for screen readers.
import type { Game, LineScore } from "@tl/data/games";
import { ScrollTable } from "../../../components/scroll-table";

const cell = "px-2 py-1.5 text-center tabular-nums";

function InningCell({ runs }: { runs: string }) {
  if (runs !== "x") return <td className={cell}>{runs}</td>;
  return (
    <td className={cell}>
      <span aria-hidden>x</span>
      <span className="sr-only">not batted</span>
    </td>
  );
}

function teamName(team: Game["homeTeam"]) {
  return team.city ? `${team.city} ${team.name}` : team.name;
}

export function LineScoreTable({ game, lineScore }: { game: Game; lineScore: LineScore }) {
  const innings = Array.from({ length: lineScore.innings }, (_, index) => index + 1);
  const rows = [
    { side: "away", team: game.awayTeam, cells: lineScore.away, runs: game.awayScoreText },
    { side: "home", team: game.homeTeam, cells: lineScore.home, runs: game.homeScoreText },
  ];
  return (
    <ScrollTable label={`Line score: ${teamName(game.awayTeam)} at ${teamName(game.homeTeam)}`} minWidth="min-w-[24rem]">
      <thead>
        <tr>
          <th scope="col" className="px-2 py-1.5 text-left font-semibold">
            Team
          </th>
          {innings.map((inning) => (
            <th key={inning} scope="col" className={`${cell} font-semibold`}>
              <span className="sr-only">Inning </span>
              {inning}
            </th>
          ))}
          <th scope="col" className={`${cell} font-bold`}>
            <abbr title="Runs">R</abbr>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.side}>
            <th scope="row" className="px-2 py-1.5 text-left font-semibold whitespace-nowrap">
              <abbr title={teamName(row.team)}>{row.team.abbreviation}</abbr>
            </th>
            {row.cells.map((runs, index) => (
              <InningCell key={innings[index]} runs={runs} />
            ))}
            <td className={`${cell} font-bold`}>{row.runs}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
