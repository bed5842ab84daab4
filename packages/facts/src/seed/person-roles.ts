// The roles of the people our facts create: a player role (MVPs) or a coach role (coaches) in
// each league they won a title in. What a role says, and why no more:
//   - is_active is false. Our facts say a person won a title, never that they work today, and an
//     active flag we cannot stand behind would mislead; an importer that knows better (the
//     person appears in its latest season) sets it.
//   - current_team is the team of the person's latest title in that league: for a coach the
//     champion; for an MVP the side our facts say he played for (mvpSide), else none. It is the
//     team the person is last known with, as the importers record it for retired people.
//   - position: "Manager" for a World Series manager, "Head Coach" for the other coaches (what
//     the facts record them as); none for players, as our facts name no positions.
//   - no birth date, record or statistic: the importers add what their datasets know.
import { coaches, players } from "@tl/db/schema";
import type { PersonKey } from "../curated/people";
import type { Transaction } from "./finals";
import { mvpTeam, type Person, type Title } from "./titles";

/** A role per person and league: players for MVPs, coaches for coaches. A role an import made is left as it is. */
export async function writeRoles(tx: Transaction, persons: Person[], ids: Map<PersonKey, number>) {
  const roles = (role: "mvp" | "coach") =>
    persons.flatMap((person) => {
      const personId = ids.get(person.key);
      if (personId === undefined) return [];
      const byLeague = new Map<number, Title[]>();
      for (const t of person.titles.filter((entry) => entry.role === role))
        byLeague.set(t.title.leagueId, [...(byLeague.get(t.title.leagueId) ?? []), t.title]);
      return [...byLeague].map(([leagueId, titles]) => {
        const latest = [...titles].sort((a, b) => b.season - a.season);
        const team = role === "coach" ? (latest[0]?.teamId ?? null) : (latest.map(mvpTeam).find((id) => id !== null) ?? null);
        return { personId, leagueId, currentTeamId: team, leagueSlug: latest[0]?.leagueSlug ?? "" };
      });
    });
  const playerRows = roles("mvp").map(({ leagueSlug: _league, ...row }) => ({ ...row, isActive: false }));
  const coachRows = roles("coach").map(({ leagueSlug, ...row }) => ({
    ...row,
    position: leagueSlug === "mlb" ? "Manager" : "Head Coach",
    isActive: false,
  }));
  if (playerRows.length > 0)
    await tx
      .insert(players)
      .values(playerRows)
      .onConflictDoNothing({ target: [players.personId, players.leagueId] });
  if (coachRows.length > 0)
    await tx
      .insert(coaches)
      .values(coachRows)
      .onConflictDoNothing({ target: [coaches.personId, coaches.leagueId] });
}
