// Readable names for the round codes of Lahman's and the Hockey Databank's SeriesPost (a season
// page said "Lost C2"). Each name is the meaning the dataset gives or its rows show:
// - Hockey Databank: abbrev.csv ("Round" entries: CQF "Conference Quarter-Finals", C2 "Conference
//   Second Round" …), in the sentence case of the other leagues' rounds ("Conference quarterfinals",
//   as fastRhockey's NHL series and the NBA's are named). ACF is not in abbrev.csv: its rows are the
//   WHA's 1972-73 to 1978-79 finals, the Avco World Trophy (abbrev.csv's Playoffs codes AVC "Won
//   AVCO Cup" and AVF "Lost AVCO Cup finals" for those clubs).
// - Lahman: the readme says only "Level of playoffs"; the names follow from the codes, the years and
//   the teams: WS the World Series (1884-1890 between the NL and AA champions); ALCS/NLCS from 1969,
//   ALDS/NLDS from 1995 (numbered per series), the 1981 split season's division series (AEDIV: two
//   AL East clubs), the wild card game (ALWC, 2012-2021: one game) and series (ALWC1-4, 2020-2025,
//   best of three); NWS the Negro World Series (clubs of two Negro leagues); NNC, NLC, ALC, NSC a
//   Negro league's own championship series (both clubs of the one league: NNL, NN2, NAL, NSL); CS
//   the NL's 1892 split-season championship series (Boston, first half, over Cleveland, second).
// NLP1 and NLP2 (1939, NN2): the two series whose winners met in that season's league final (NLC).
// A code not named here keeps a generic name (GENERIC_ROUND), never the bare code.
import { postseasonSeries } from "@tl/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "./types";

export const GENERIC_ROUND = "Playoff round";

export const LAHMAN_ROUNDS: Readonly<Record<string, string>> = {
  WS: "World Series",
  CS: "Championship series",
  ALCS: "AL Championship Series",
  NLCS: "NL Championship Series",
  ALDS1: "AL Division Series",
  ALDS2: "AL Division Series",
  NLDS1: "NL Division Series",
  NLDS2: "NL Division Series",
  AEDIV: "AL East Division Series",
  AWDIV: "AL West Division Series",
  NEDIV: "NL East Division Series",
  NWDIV: "NL West Division Series",
  ALWC: "AL Wild Card Game",
  NLWC: "NL Wild Card Game",
  ALWC1: "AL Wild Card Series",
  ALWC2: "AL Wild Card Series",
  ALWC3: "AL Wild Card Series",
  ALWC4: "AL Wild Card Series",
  NLWC1: "NL Wild Card Series",
  NLWC2: "NL Wild Card Series",
  NLWC3: "NL Wild Card Series",
  NLWC4: "NL Wild Card Series",
  NWS: "Negro World Series",
  NNC: "League championship series",
  NLC: "League championship series",
  ALC: "League championship series",
  NSC: "League championship series",
  NLP1: "League semifinals",
  NLP2: "League semifinals",
};

export const DATABANK_ROUNDS: Readonly<Record<string, string>> = {
  SCF: "Stanley Cup Final",
  SCSF: "Stanley Cup semifinals",
  F: "League finals",
  SF: "Semifinals",
  QF: "Quarterfinals",
  WP: "Western playoff",
  Pre: "Preliminary round",
  DSF: "Division semifinals",
  DF: "Division finals",
  ACF: "Avco World Trophy final",
  CQF: "Conference quarterfinals",
  CSF: "Conference semifinals",
  CF: "Conference finals",
  C1: "Conference first round",
  C2: "Conference second round",
};

/** The round's name for a dataset's code (never the bare code). */
export const roundNameOf = (names: Readonly<Record<string, string>>, code: string): string => names[code] ?? GENERIC_ROUND;

/**
 * Renames, in place, the league's series an earlier importer revision stored under the bare code,
 * so the upsert by (season, round, teams) finds them and the games linked to them keep their link.
 */
export async function renameCodedRounds(tx: Transaction, leagueIds: readonly number[], names: Readonly<Record<string, string>>) {
  if (leagueIds.length === 0) return;
  for (const [code, name] of Object.entries(names)) {
    await tx
      .update(postseasonSeries)
      .set({ round: name, roundCode: code })
      .where(and(inArray(postseasonSeries.leagueId, [...leagueIds]), eq(postseasonSeries.round, code)));
  }
}
