// College football programs that appear as a champion or runner-up. City is the school, name
// the nickname; conference is the current one. (Starter set: the recent finals; the data
// issue completes the history.)
import { teamsOf } from "./helpers";

export const COLLEGE_FOOTBALL_TEAMS = teamsOf("ncaa-fbs", "USA", [
  ["ohio-state-buckeyes-football", "Ohio State", "Buckeyes", "OSU", "Big Ten", null, "OH", "Ohio Stadium", null],
  ["notre-dame-fighting-irish-football", "Notre Dame", "Fighting Irish", "ND", "Independent", null, "IN", "Notre Dame Stadium", null],
  ["michigan-wolverines-football", "Michigan", "Wolverines", "MICH", "Big Ten", null, "MI", "Michigan Stadium", null],
  ["washington-huskies-football", "Washington", "Huskies", "WASH", "Big Ten", null, "WA", "Husky Stadium", null],
  ["georgia-bulldogs-football", "Georgia", "Bulldogs", "UGA", "SEC", null, "GA", "Sanford Stadium", null],
  ["tcu-horned-frogs-football", "TCU", "Horned Frogs", "TCU", "Big 12", null, "TX", "Amon G. Carter Stadium", null],
  ["alabama-crimson-tide-football", "Alabama", "Crimson Tide", "ALA", "SEC", null, "AL", "Bryant-Denny Stadium", null],
]);
