// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function ChampionshipDetailScreen() {
  return <BeingBuiltScreen title="Championship Details" subject="the complete history of a championship" />;
}
