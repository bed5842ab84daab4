// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function PlayersScreen() {
  return <BeingBuiltScreen title="All Players" subject="the player directory" />;
}
