// College hockey programs that appear as a champion or runner-up. City is the school, name
// the nickname; conference is the current one. (Starter set: the recent finals; the data
// issue completes the history.)
import { teamsOf } from "./helpers";

export const COLLEGE_HOCKEY_TEAMS = teamsOf("ncaa-d1-mih", "USA", [
  ["western-michigan-broncos-hockey", "Western Michigan", "Broncos", "WMU", "NCHC", null, "MI", "Lawson Arena", null],
  ["boston-university-terriers-hockey", "Boston University", "Terriers", "BU", "Hockey East", null, "MA", "Agganis Arena", null],
  ["denver-pioneers-hockey", "Denver", "Pioneers", "DEN", "NCHC", null, "CO", "Magness Arena", null],
  ["boston-college-eagles-hockey", "Boston College", "Eagles", "BC", "Hockey East", null, "MA", "Conte Forum", null],
  ["quinnipiac-bobcats-hockey", "Quinnipiac", "Bobcats", "QU", "ECAC Hockey", null, "CT", null, null],
  ["minnesota-golden-gophers-hockey", "Minnesota", "Golden Gophers", "MINN", "Big Ten", null, "MN", null, null],
]);
