// Placeholder until this screen is built (issue #5).
import { BeingBuiltScreen } from "../being-built/being-built";

export function DataQualityScreen() {
  return <BeingBuiltScreen title="Data Quality" subject="our sources, their licences and coverage" />;
}
