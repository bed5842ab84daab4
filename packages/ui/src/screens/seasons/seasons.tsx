// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function SeasonsScreen() {
  return <BeingBuiltScreen title="Seasons" subject="every season and its champion" />;
}
