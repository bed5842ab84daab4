// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function TeamsScreen() {
  return <BeingBuiltScreen title="Teams" subject="every team and franchise" />;
}
