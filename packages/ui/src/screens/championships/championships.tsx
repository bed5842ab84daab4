// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function ChampionshipsScreen() {
  return <BeingBuiltScreen title="Championships" subject="every championship we track" />;
}
