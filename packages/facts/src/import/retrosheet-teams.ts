// Who a game log's clubs are and where they played, from Lahman: Teams.csv joins Retrosheet's
// team code (teamIDretro) and league in a year to a franchise (franchID), and the franchise to
// our team — the curated team keyed by keys.lahman, else the team the Lahman importer made
// ("lahman:<franchID>"). Parks.csv names a park id "Park, City". Read from the Lahman folder
// the Lahman importer reads (datasets/lahman-folder.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { teams } from "@tl/db/schema";
import { inArray, like, or } from "drizzle-orm";
import { TEAMS } from "../curated/teams/index";
import { readCsv } from "../datasets/csv";
import { LAHMAN_FOLDERS, lahmanFolder } from "../datasets/lahman-folder";
import { LOG_LEAGUES } from "./retrosheet-files";
import type { Transaction } from "./types";
import { readVenues, VENUE_FILES } from "./retrosheet-venues";

/** The Lahman files read, in a Lahman folder: the one the Lahman importer reads (lahmanFolder). */
export const clubFiles = (folder: string): string[] => ["Teams.csv", ...VENUE_FILES].map((file) => `${folder}/${file}`);

/** Our team for a club of a game log. */
export interface ClubTeam {
  id: number;
  slug: string;
}

export interface Clubs {
  /** Our team for Retrosheet's (year, code, league), or undefined when Lahman has no such club. */
  teamOf: (year: number, code: string, league: string) => ClubTeam | undefined;
  /** "Yankee Stadium I, New York" for a park id, named as it was that season where the home club (Retrosheet's code) tells; null when Lahman does not know it. */
  venueOf: (park: string, home?: { year: number; code: string; league: string }) => string | null;
}

export async function readClubs(tx: Transaction, datasetsDir: string): Promise<Clubs> {
  const folder = lahmanFolder(datasetsDir);
  if (clubFiles(folder).some((file) => !existsSync(join(datasetsDir, file))))
    throw new Error(
      `the Retrosheet games need Lahman's Teams.csv, Parks.csv and HomeGames.csv (in ${LAHMAN_FOLDERS.join("/ or ")}/ of ${datasetsDir}) to know the clubs`,
    );
  const teamRows = readCsv(join(datasetsDir, folder, "Teams.csv"));
  const clubOf = new Map<string, { franchID: string; teamID: string }>();
  for (const row of teamRows)
    if (row.teamIDretro && LOG_LEAGUES.has(row.lgID ?? ""))
      clubOf.set(`${row.yearID ?? ""}:${row.teamIDretro}:${row.lgID ?? ""}`, { franchID: row.franchID ?? "", teamID: row.teamID ?? "" });
  const venues = readVenues(join(datasetsDir, folder), teamRows);
  const club = (year: number, code: string, league: string) => clubOf.get(`${String(year)}:${code}:${league}`);

  const curated = new Map<string, string>();
  for (const team of TEAMS) if (team.league === "mlb" && team.keys?.lahman) curated.set(team.slug, team.keys.lahman);
  const rows = await tx
    .select({ id: teams.id, slug: teams.slug, sourceKey: teams.sourceKey })
    .from(teams)
    .where(or(inArray(teams.slug, [...curated.keys()]), like(teams.sourceKey, "lahman:%")));
  const byFranchise = new Map<string, ClubTeam>();
  for (const row of rows) {
    const franchID = row.sourceKey?.startsWith("lahman:") ? row.sourceKey.slice("lahman:".length) : curated.get(row.slug);
    if (franchID) byFranchise.set(franchID, { id: row.id, slug: row.slug });
  }
  return {
    teamOf: (year, code, league) => byFranchise.get(club(year, code, league)?.franchID ?? ""),
    venueOf: (park, home) => {
      const teamID = home && club(home.year, home.code, home.league)?.teamID;
      return venues(park, home && teamID ? { year: home.year, teamID } : undefined);
    },
  };
}
