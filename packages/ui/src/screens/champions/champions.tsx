// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function ChampionsScreen() {
  return <BeingBuiltScreen title="Hall of Champions" subject="the champions of each year" />;
}
