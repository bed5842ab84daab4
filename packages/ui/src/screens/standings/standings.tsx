// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function StandingsScreen() {
  return <BeingBuiltScreen title="Team Standings" subject="standings by division and conference" />;
}
