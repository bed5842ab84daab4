// Issue #16: one row of a player's season-by-season tables: a season with one team (a stint),
// or a career total of one kind in one league. The statistics pass as the API sends them (a key
// the source leaves empty is absent); the screen formats them.
import { PLAYER_SEASON_KINDS, type PlayerSeasonKind } from "@tl/contract/player-seasons";
import { personSeasonRow } from "../shared/person-season-row";
import type { PlayerSeasonRow } from "./player-page";
import type { RawPlayerSeason } from "./raw-player-page";

const isKind = (value: string | null | undefined): value is PlayerSeasonKind => PLAYER_SEASON_KINDS.includes(value as PlayerSeasonKind);

/** null for a kind the page does not know (the table has no columns for it). */
export function normalisePlayerSeason(raw: RawPlayerSeason, index: number): PlayerSeasonRow | null {
  if (!isKind(raw.kind)) return null;
  const stats = Object.fromEntries(
    Object.entries(raw.stats ?? {}).flatMap(([key, value]) => (typeof value === "number" && Number.isFinite(value) ? [[key, value]] : [])),
  );
  return {
    ...personSeasonRow(raw, index, `${raw.kind}-`),
    kind: raw.kind,
    stats,
  };
}

/** The kind a position plays first: a goalie's goaltending before his skater rows, a pitcher's pitching before his batting. */
function mainKind(position: string): PlayerSeasonKind | null {
  const lower = position.toLowerCase();
  if (lower.includes("goalie") || lower.includes("goaltender")) return "goalie";
  if (lower.includes("pitcher")) return "pitching";
  return null;
}

/**
 * The rows of each kind the player has, in the API's order (seasons, then the career rows): the
 * position's own kind first, then the contract's order.
 */
export function rowsByKind(rows: readonly PlayerSeasonRow[], position = ""): { kind: PlayerSeasonKind; rows: PlayerSeasonRow[] }[] {
  const first = mainKind(position);
  const kinds = first === null ? PLAYER_SEASON_KINDS : [first, ...PLAYER_SEASON_KINDS.filter((kind) => kind !== first)];
  return kinds.flatMap((kind) => {
    const ofKind = rows.filter((row) => row.kind === kind);
    return ofKind.length === 0 ? [] : [{ kind, rows: ofKind }];
  });
}
