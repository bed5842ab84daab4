// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function ScoresScreen() {
  return <BeingBuiltScreen title="Scores" subject="game scores, live and final" />;
}
