// A baseball line score as the API sends it (issue #15; Retrosheet's game logs): one character
// an inning, "(10)" for an inning of ten runs or more, "x" for an inning not batted (the home
// side leading after the top of the last). Read into one cell per inning for the Scores card.
import type { LineScore } from "./game";

const LINE = /^(?:\(\d+\)|\d|x)+$/;
const INNING = /\((\d+)\)|(\d|x)/g;

/** The innings of one side's line score, or null when it is missing or not in that form. */
export function lineScoreInnings(text: string | null | undefined): string[] | null {
  const trimmed = text?.trim().toLowerCase();
  // Anything else is not a line score: show none rather than a wrong one.
  if (!trimmed || !LINE.test(trimmed)) return null;
  return [...trimmed.matchAll(INNING)].map((match) => match[1] ?? match[2] ?? "");
}

/**
 * Both sides' innings, padded to the same number of columns (a side that did not bat its last
 * inning may be written one short); null unless both sides have one.
 */
export function lineScoreOf(away: string | null | undefined, home: string | null | undefined): LineScore | null {
  const awayInnings = lineScoreInnings(away);
  const homeInnings = lineScoreInnings(home);
  if (awayInnings === null || homeInnings === null) return null;
  const innings = Math.max(awayInnings.length, homeInnings.length);
  const pad = (cells: string[]) => [...cells, ...Array.from({ length: innings - cells.length }, () => "")];
  return { innings, away: pad(awayInnings), home: pad(homeInnings) };
}
