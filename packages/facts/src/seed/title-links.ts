// Links each title to the people it names, once they have ids.
import { championMvps, champions } from "@tl/db/schema";
import { sql } from "drizzle-orm";
import { namesIn, personKey, type PersonKey } from "../curated/people";
import type { Transaction } from "./finals";
import { mvpTeam, type Title } from "./titles";

/** champions.coach_person_id, champions.mvp_person_id (one MVP) and every MVP in champion_mvps. */
export async function linkTitles(tx: Transaction, titles: Title[], ids: Map<PersonKey, number>) {
  const idOf = (title: Title, name: string) => ids.get(personKey(title.sport, name));
  const coachLinks = titles.flatMap((title) => {
    const id = title.coachName ? idOf(title, title.coachName) : undefined;
    return id === undefined ? [] : [sql`(${title.championId}::int, ${id}::int)`];
  });
  const mvpRows = titles.flatMap((title) =>
    (title.mvpName ? namesIn(title.mvpName) : []).flatMap((name) => {
      const personId = idOf(title, name);
      return personId === undefined
        ? []
        : [{ championId: title.championId, personId, teamId: mvpTeam(title), single: namesIn(title.mvpName ?? "").length === 1 }];
    }),
  );
  const soleMvps = mvpRows.filter((row) => row.single).map((row) => sql`(${row.championId}::int, ${row.personId}::int)`);
  if (coachLinks.length > 0)
    await tx.execute(
      sql`update ${champions} set coach_person_id = v.person from (values ${sql.join(coachLinks, sql`, `)}) as v(id, person) where ${champions.id} = v.id`,
    );
  if (soleMvps.length > 0)
    await tx.execute(
      sql`update ${champions} set mvp_person_id = v.person from (values ${sql.join(soleMvps, sql`, `)}) as v(id, person) where ${champions.id} = v.id`,
    );
  if (mvpRows.length > 0)
    await tx
      .insert(championMvps)
      .values(mvpRows.map(({ single: _single, ...row }) => row))
      .onConflictDoUpdate({ target: [championMvps.championId, championMvps.personId], set: { teamId: sql`excluded.team_id` } });
}
