// The Scores screen's counters (spec §2 Scores: live, final, upcoming, sports), 0 when missing.
import { numberOr, textOr } from "../shared/loose";
import type { RawGameSummary } from "./raw-game-summary";

export interface GameSportOption {
  name: string;
  slug: string;
}

export interface GameSummary {
  count: number;
  live: number;
  final: number;
  /** spec §2 Scores: the 'upcoming' counter. */
  scheduled: number;
  postponed: number;
  sports: GameSportOption[];
}

export function normaliseGameSummary(raw: RawGameSummary): GameSummary {
  const sports = (raw.sports ?? []).flatMap((sport) => {
    const name = textOr(sport.name, null);
    const slug = textOr(sport.slug, null) ?? name?.toLowerCase() ?? null;
    return name !== null && slug !== null ? [{ name, slug }] : [];
  });
  return {
    count: numberOr(0, raw.count),
    live: numberOr(0, raw.live),
    final: numberOr(0, raw.final),
    scheduled: numberOr(0, raw.scheduled),
    postponed: numberOr(0, raw.postponed),
    sports,
  };
}
