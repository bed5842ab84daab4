// College baseball programs that appear as a champion or runner-up. City is the school, name
// the nickname; conference is the current one. (Starter set: the recent finals; the data
// issue completes the history.)
import { teamsOf } from "./helpers";

export const COLLEGE_BASEBALL_TEAMS = teamsOf("ncaa-d1-baseball", "USA", [
  ["lsu-tigers-baseball", "LSU", "Tigers", "LSU", "SEC", null, "LA", "Alex Box Stadium", null],
  ["coastal-carolina-chanticleers-baseball", "Coastal Carolina", "Chanticleers", "CCU", "Sun Belt", null, "SC", null, null],
  ["tennessee-volunteers-baseball", "Tennessee", "Volunteers", "TENN", "SEC", null, "TN", "Lindsey Nelson Stadium", null],
  ["texas-am-aggies-baseball", "Texas A&M", "Aggies", "TAMU", "SEC", null, "TX", null, null],
  ["florida-gators-baseball", "Florida", "Gators", "FLA", "SEC", null, "FL", null, null],
]);
