// spec §2 Scores, §3 Game, §4: one game. The whole header is the toggle; the panel
// (game-details.tsx) shows the championship, season, venue, attendance, notes and a
// baseball line score. Values arrive already defaulted ('TBD', '-', 'Stadium' …).
import type { Game, GameTeam } from "@tl/data/games";
import { formatDate } from "@tl/data/shared";
import { Trophy } from "lucide-react";
import { Badge, type BadgeTone } from "../../../components/badge";
import { ExpandableCard, ExpandChevron } from "../../../components/expandable-card";
import { GameDetails } from "./game-details";

/** spec §4: live green, final secondary, scheduled primary, postponed warning. */
export const STATUS_TONES: Record<string, BadgeTone> = {
  live: "success",
  final: "secondary",
  scheduled: "primary",
  postponed: "warning",
};

function TeamLine({ side, team, score, leading }: { side: "Away" | "Home"; team: GameTeam; score: string; leading: boolean }) {
  return (
    <span className="flex items-center gap-3">
      <span className="w-12 shrink-0 rounded-lg bg-primary-50 py-1 text-center text-xs font-bold tracking-wide text-primary-800">
        {team.abbreviation}
      </span>
      <span className="min-w-0 flex-1 text-sm break-words text-ink">
        <span className="sr-only">{side}: </span>
        {team.city ? `${team.city} ${team.name}` : team.name}
      </span>
      <span className={`text-xl tabular-nums ${leading ? "font-extrabold text-ink" : "font-semibold text-muted"}`}>{score}</span>
    </span>
  );
}

export function GameCard(props: { game: Game; open: boolean; panelId: string; onToggle: () => void }) {
  const { game, open, panelId, onToggle } = props;
  const decided = game.status === "final" || game.status === "live";
  const extras = [game.round, game.overtime, game.neutralSite ? "Neutral site" : null].filter((extra): extra is string => extra !== null);
  return (
    <ExpandableCard
      open={open}
      onToggle={onToggle}
      panelId={panelId}
      className="rounded-2xl border border-line bg-surface shadow-sm"
      toggleClassName="render-lazy-36 flex w-full flex-col gap-3 rounded-2xl p-4 text-left hover:bg-primary-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      face={
        <>
          <span className="flex w-full items-center justify-between gap-2">
            <Badge tone={STATUS_TONES[game.status] ?? "neutral"}>{game.statusText}</Badge>
            <span className="flex items-center gap-2 text-xs text-muted">
              {game.championship !== null && <Trophy role="img" aria-label="Championship game" className="size-4 text-accent-700" />}
              {formatDate(game.date)}
              <ExpandChevron open={open} className="size-4" />
            </span>
          </span>
          <span className="flex flex-col gap-2">
            <TeamLine side="Away" team={game.awayTeam} score={game.awayScoreText} leading={decided && game.awayScore > game.homeScore} />
            <TeamLine side="Home" team={game.homeTeam} score={game.homeScoreText} leading={decided && game.homeScore > game.awayScore} />
          </span>
          {extras.length > 0 && (
            <span className="flex flex-wrap gap-2">
              {extras.map((extra) => (
                <span key={extra} className="rounded-md bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-900">
                  {extra}
                </span>
              ))}
            </span>
          )}
        </>
      }
    >
      <GameDetails game={game} />
    </ExpandableCard>
  );
}
