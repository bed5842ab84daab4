// The coach page's answer (issue #16, /api/people/coaches/{slug}/): the card's row (coaches.ts)
// with his titles and awards by year (one statement by the person's id) and career totals (the
// career rows of his seasons).
import type { CoachDetail } from "@tl/contract/coaches";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { coachSeasonsOf } from "./coach-seasons";
import type { DetailKey } from "./common";
import { findCoach } from "./coaches";
import { awardsJson, toAwards, type AwardRow } from "./person-awards";
import { coachTitlesJson, listedIfComplete, toTitles, type TitleRow } from "./person-titles";

/** By the person's slug or the coach's id; undefined where neither names a coach. */
export async function getCoachDetail(db: Database, key: DetailKey): Promise<CoachDetail | undefined> {
  const found = await findCoach(db, key);
  if (!found) return undefined;
  const { coach, personId, leagueId } = found;
  const result: unknown = await db.execute(
    sql`select ${coachTitlesJson(personId, leagueId)} as titles, ${awardsJson(personId, leagueId)} as awards`,
  );
  const [rows] = (result as { rows: { titles: TitleRow[]; awards: AwardRow[] }[] }).rows;
  return {
    ...coach,
    titles: listedIfComplete(toTitles(rows?.titles ?? []), coach.championships_won),
    awards_by_year: toAwards(rows?.awards ?? [], coach.sport.slug),
    career_totals: (await coachSeasonsOf(db, personId)).filter((row) => row.career),
  };
}
