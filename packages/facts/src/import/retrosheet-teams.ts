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

/** The Lahman files read, in a Lahman folder: the one the Lahman importer reads (lahmanFolder). */
export const clubFiles = (folder: string): string[] => ["Teams.csv", "Parks.csv"].map((file) => `${folder}/${file}`);

/** Our team for a club of a game log. */
export interface ClubTeam {
  id: number;
  slug: string;
}

export interface Clubs {
  /** Our team for Retrosheet's (year, code, league), or undefined when Lahman has no such club. */
  teamOf: (year: number, code: string, league: string) => ClubTeam | undefined;
  /** "Yankee Stadium I, New York" for a park id; null when Lahman does not know it. */
  venueOf: (park: string) => string | null;
}

export async function readClubs(tx: Transaction, datasetsDir: string): Promise<Clubs> {
  const folder = lahmanFolder(datasetsDir);
  if (clubFiles(folder).some((file) => !existsSync(join(datasetsDir, file))))
    throw new Error(
      `the Retrosheet games need Lahman's Teams.csv and Parks.csv (in ${LAHMAN_FOLDERS.join("/ or ")}/ of ${datasetsDir}) to know the clubs`,
    );
  const franchiseOf = new Map<string, string>();
  for (const row of readCsv(join(datasetsDir, folder, "Teams.csv")))
    if (row.teamIDretro && LOG_LEAGUES.has(row.lgID ?? ""))
      franchiseOf.set(`${row.yearID ?? ""}:${row.teamIDretro}:${row.lgID ?? ""}`, row.franchID ?? "");
  const venues = new Map<string, string>();
  for (const row of readCsv(join(datasetsDir, folder, "Parks.csv"))) {
    const parts = [row["park.name"], row.city].map((part) => part?.trim()).filter(Boolean);
    if (row["park.key"] && parts.length > 0) venues.set(row["park.key"], parts.join(", "));
  }

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
    teamOf: (year, code, league) => byFranchise.get(franchiseOf.get(`${String(year)}:${code}:${league}`) ?? ""),
    venueOf: (park) => venues.get(park) ?? null,
  };
}
