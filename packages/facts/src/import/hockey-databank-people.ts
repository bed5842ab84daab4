// Hockey Databank people: the NHL rows of Scoring, Goalies and Coaches decide who is an NHL
// player or coach; Master.csv gives each of them one person (a player who also coached has
// one Master row carrying both IDs, so one person), keyed "hockey-databank:<playerID or coachID>".
import { people } from "@tl/db/schema";
import type { CsvRow } from "../datasets/csv";
import { inBatches } from "../shared/batches";
import { slugify } from "../shared/slug";
import { excludedColumns } from "../shared/upsert";
import { namesUnlessCurated } from "./curated-people";
import { heightOf, int, isoDateOf, notNhl, type Databank, type Ledger } from "./hockey-databank-data";
import { SOURCE_PREFIX, teamIdOf, unmappedReason, type Teams } from "./hockey-databank-teams";
import type { Transaction } from "./types";

/** The NHL rows each player and coach is loaded from, by Databank ID. */
export interface Roles {
  skating: Map<string, CsvRow[]>;
  goaltending: Map<string, CsvRow[]>;
  coaching: Map<string, CsvRow[]>;
  masterOfPlayer: Map<string, CsvRow>;
  masterOfCoach: Map<string, CsvRow>;
}

function group(rows: CsvRow[], id: string) {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const key = row[id] ?? "";
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Accepts the NHL rows whose team and person are known: each counts in a career and is a
 * player- or coach-season (hockey-databank-seasons.ts). A goaltending row of a player whose
 * Master.csv position is not G (a skater who went in goal) is not loaded: his career stats
 * are a skater's.
 */
export function planRoles(data: Databank, t: Teams, ledgers: { scoring: Ledger; goalies: Ledger; coaches: Ledger }): Roles {
  const masterOfPlayer = new Map(data.master.filter((row) => row.playerID).map((row) => [row.playerID ?? "", row]));
  const masterOfCoach = new Map(data.master.filter((row) => row.coachID).map((row) => [row.coachID ?? "", row]));
  const accept = (rows: CsvRow[], ledger: Ledger, table: string, id: "playerID" | "coachID", extra?: (row: CsvRow) => string | undefined) =>
    rows.filter((row) => {
      const reason =
        row.lgID !== "NHL"
          ? notNhl(row.lgID)
          : teamIdOf(t, row.year, row.tmID) === undefined
            ? unmappedReason(t, row.year, row.tmID)
            : !(id === "playerID" ? masterOfPlayer : masterOfCoach).has(row[id] ?? "")
              ? `${id === "playerID" ? "player" : "coach"} not in Master.csv`
              : extra?.(row);
      if (reason) ledger.reject(reason);
      else ledger.load(table);
      return !reason;
    });
  const skaterOnly = (row: CsvRow) =>
    masterOfPlayer.get(row.playerID ?? "")?.pos === "G"
      ? undefined
      : "goaltending row of a player whose Master.csv position is not G (his career stats are a skater's)";
  return {
    skating: group(accept(data.scoring, ledgers.scoring, "players and player_seasons", "playerID"), "playerID"),
    goaltending: group(accept(data.goalies, ledgers.goalies, "players and player_seasons", "playerID", skaterOnly), "playerID"),
    coaching: group(accept(data.coaches, ledgers.coaches, "coaches and coach_seasons", "coachID"), "coachID"),
    masterOfPlayer,
    masterOfCoach,
  };
}

export const sourceKeyOf = (master: CsvRow) => `${SOURCE_PREFIX}${master.playerID || master.coachID || ""}`;

const fullNameOf = (row: CsvRow) =>
  [row.firstName, row.lastName]
    .filter((part) => part?.trim())
    .join(" ")
    .trim();

/**
 * People from Master.csv. Slugs are "first-last"; where several people share one, the
 * earliest (by first NHL season, then ID) keeps it and the others get "-<id>"; so does anyone
 * whose slug another person (of any source) already holds in the database.
 * Returns sourceKey → person id.
 */
export async function writePeople(tx: Transaction, data: Databank, roles: Roles, ledger: Ledger): Promise<Map<string, number>> {
  const candidates: CsvRow[] = [];
  for (const row of data.master) {
    if (!row.playerID && !row.coachID) ledger.reject("no player or coach ID (a Hall of Fame builder or official)");
    else if (!roles.skating.has(row.playerID ?? "") && !roles.goaltending.has(row.playerID ?? "") && !roles.coaching.has(row.coachID ?? ""))
      ledger.reject("no NHL player or coach row (other leagues only)");
    else candidates.push(row);
  }
  const holders = new Map(
    (await tx.select({ slug: people.slug, sourceKey: people.sourceKey }).from(people)).map((row) => [row.slug, row.sourceKey]),
  );
  const id = (row: CsvRow) => row.playerID || row.coachID || "";
  const ordered = [...candidates].sort(
    (a, b) => (int(a.firstNHL) ?? Infinity) - (int(b.firstNHL) ?? Infinity) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0),
  );
  const used = new Set<string>();
  const rows = ordered.map((row) => {
    const sourceKey = sourceKeyOf(row);
    const fullName = fullNameOf(row) || id(row);
    const plain = slugify(fullName, "split") || slugify(id(row), "split");
    // Lahman ids look like ours ("smithjo01"), so a suffixed slug can be taken too: try on.
    const free = (slug: string) => !used.has(slug) && (!holders.has(slug) || holders.get(slug) === sourceKey);
    const slug =
      [plain, `${plain}-${slugify(id(row), "split")}`, `${plain}-nhl-${slugify(id(row), "split")}`].find(free) ??
      `${plain}-nhl-${slugify(sourceKey, "split")}`;
    used.add(slug);
    const place = [row.birthCity, row.birthState, row.birthCountry].filter((part) => part?.trim()).join(", ");
    return {
      slug,
      firstName: row.firstName?.trim() || null,
      lastName: row.lastName?.trim() || null,
      fullName,
      birthDate: isoDateOf(row.birthYear, row.birthMon, row.birthDay),
      birthPlace: place || null,
      deathDate: isoDateOf(row.deathYear, row.deathMon, row.deathDay),
      height: heightOf(row.height),
      weight: int(row.weight),
      sourceKey,
    };
  });
  const ids = new Map<string, number>();
  await inBatches(rows, async (batch) => {
    const written = await tx
      .insert(people)
      .values(batch)
      .onConflictDoUpdate({
        target: people.sourceKey,
        set: { ...excludedColumns(["birthDate", "birthPlace", "deathDate", "height", "weight"]), ...namesUnlessCurated() },
      })
      .returning({ id: people.id, sourceKey: people.sourceKey });
    for (const row of written) ids.set(row.sourceKey ?? "", row.id);
  });
  ledger.load("people", rows.length);
  return ids;
}
