// Hockey Databank awards of players and coaches (AwardsPlayers.csv, AwardsCoaches.csv), NHL rows.
import { awards } from "@tl/db/schema";
import { inBatches } from "../shared/batches";
import { excludedColumns } from "../shared/upsert";
import { int, notNhl, type Databank, type Ledger } from "./hockey-databank-data";
import { sourceKeyOf, type Roles } from "./hockey-databank-people";
import type { RoleContext } from "./hockey-databank-roles";
import type { Transaction } from "./types";

/** NHL awards of players and coaches, named as the Databank writes them ("Hart", "Conn Smythe", "Jack Adams" …). */
export async function writeAwards(
  tx: Transaction,
  data: Databank,
  roles: Roles,
  ctx: RoleContext,
  ledgers: { players: Ledger; coaches: Ledger },
) {
  const rows = new Map<string, typeof awards.$inferInsert>();
  const sources = [
    { rows: data.awardsPlayers, ledger: ledgers.players, master: roles.masterOfPlayer, id: "playerID" },
    { rows: data.awardsCoaches, ledger: ledgers.coaches, master: roles.masterOfCoach, id: "coachID" },
  ] as const;
  for (const source of sources) {
    for (const row of source.rows) {
      const master = source.master.get(row[source.id] ?? "");
      const personId = master && ctx.personIds.get(sourceKeyOf(master));
      const [name, year] = [row.award ?? "", int(row.year)];
      const reason =
        row.lgID !== "NHL"
          ? notNhl(row.lgID)
          : !master
            ? `${source.id === "playerID" ? "player" : "coach"} not in Master.csv`
            : personId === undefined
              ? "award winner has no NHL player or coach row"
              : !name || year === null
                ? "no award name or year"
                : rows.has(`${String(personId)}/${name}/${String(year)}`)
                  ? "duplicate award row"
                  : undefined;
      if (reason || personId === undefined || year === null) {
        source.ledger.reject(reason ?? "unreadable row");
        continue;
      }
      const notes = [row.note, row.pos ? `position ${row.pos}` : ""].filter((part) => part?.trim()).join("; ");
      rows.set(`${String(personId)}/${name}/${String(year)}`, { personId, leagueId: ctx.leagueId, name, year, notes: notes || null });
      source.ledger.load("awards");
    }
  }
  await inBatches([...rows.values()], (batch) =>
    tx
      .insert(awards)
      .values(batch)
      .onConflictDoUpdate({ target: [awards.personId, awards.name, awards.year], set: excludedColumns(["leagueId", "notes"]) }),
  );
  return rows.size;
}
