// What a game log says of an unusual game, as the sentence a games.notes cell shows: a forfeit,
// a protest, a game suspended and completed later, a tie. Codes are glfields.txt's fields 14-16.
import { isoDate } from "../shared/dates";
import type { LogGame } from "./retrosheet-line";

const FORFEITS: Record<string, string> = {
  V: "Forfeited to the visiting team.",
  H: "Forfeited to the home team.",
  T: "Ruled a no-decision.",
};

const PROTESTS: Record<string, string> = {
  P: "Protested.",
  V: "Protested by the visiting team (disallowed).",
  H: "Protested by the home team (disallowed).",
  X: "Protested by the visiting team (upheld).",
  Y: "Protested by the home team (upheld).",
};

/** "20081029,,2,2,33" → the sentence; the park is named only when the completion moved elsewhere and we know it. */
function completed(info: string, venueOf: (park: string) => string | null): string | undefined {
  const [day = "", park = "", visitor, home] = info.split(",");
  const date = isoDate(Number(day.slice(0, 4)), Number(day.slice(4, 6)), Number(day.slice(6, 8)));
  if (!/^\d{8}$/.test(day) || date === null) return undefined;
  const venue = park ? venueOf(park) : null;
  const score = visitor && home ? ` with the score ${visitor}-${home} (visitors first)` : "";
  return `Suspended${score}; completed on ${date}${venue ? ` at ${venue}` : ""}.`;
}

/** The game's notes, or null when nothing was unusual. */
export function gameNotes(game: LogGame, venueOf: (park: string) => string | null): string | null {
  const notes: string[] = [];
  const forfeit = FORFEITS[game.forfeit];
  if (forfeit) notes.push(forfeit);
  else if (game.homeScore === game.awayScore) notes.push("Tie game.");
  for (const code of game.protest) {
    const protest = PROTESTS[code];
    if (protest) notes.push(protest);
  }
  const completion = game.completion ? completed(game.completion, venueOf) : undefined;
  if (completion) notes.push(completion);
  return notes.length > 0 ? notes.join(" ") : null;
}

/** The game's result for each side: a forfeit decides it whatever the score; a no-decision counts for neither. */
export function outcome(game: LogGame): { home: "W" | "L" | "T"; away: "W" | "L" | "T" } | null {
  if (game.forfeit === "T") return null;
  const homeWon = game.forfeit === "H" || (game.forfeit !== "V" && game.homeScore > game.awayScore);
  const awayWon = game.forfeit === "V" || (game.forfeit !== "H" && game.awayScore > game.homeScore);
  if (homeWon) return { home: "W", away: "L" };
  if (awayWon) return { home: "L", away: "W" };
  return { home: "T", away: "T" };
}
