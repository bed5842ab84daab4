// Players and coaches together (§7 /api/people/), for readers of both: the facts' import
// tests. Each role's queries are in players.ts and coaches.ts, what they share in person-*.ts.
export { coachTitles } from "./person-counts";
export { getPlayer, listPlayers, type PlayerFilters, type PlayerRow } from "./players";
export { getCoach, listCoaches, type CoachFilters, type CoachRow } from "./coaches";
