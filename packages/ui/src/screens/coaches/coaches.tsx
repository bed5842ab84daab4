// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function CoachesScreen() {
  return <BeingBuiltScreen title="All Coaches" subject="the coaching staff directory" />;
}
