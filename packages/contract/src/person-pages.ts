// What a player's and a coach's page share (issue #16): a title the person won, linked to its
// season and championship, and an award linked to its season.
import { z } from "zod/mini";
import { championshipRef, described, seasonRef, startYear, teamRef } from "./refs";

/** One title of a player (with the champion's roster) or a coach (of the champion). */
export const personTitle = z.strictObject({
  id: described(z.int(), "The champions row: /api/championships/champions/{id}/."),
  season: seasonRef,
  championship: championshipRef,
  team: described(teamRef, "The champion, under the name and city it won with."),
  vacated: described(z.boolean(), "The title was vacated: listed and marked, counted in no championships_won."),
});

/** One award of one season. */
export const personAward = z.strictObject({
  name: z.string(),
  start_year: startYear(),
  label: described(z.string(), "The season by the season-label rule: '1923', '1995-96'."),
  season: described(
    z.nullable(seasonRef),
    "The league season the award was given for (the award's league, else the role's): its page; null where we hold no such season.",
  ),
});

export const awardsByYear = () =>
  described(z.array(personAward), "Every award of the role's league (and awards of no league), oldest first, then by name.");

export type PersonTitle = z.infer<typeof personTitle>;
export type PersonAward = z.infer<typeof personAward>;
