// The coach page's answer (issue #16, /api/people/coaches/{slug}/): the card's row (coaches.ts)
// with his titles, awards by year and career totals (the career rows of his seasons).
import type { CoachDetail } from "@tl/contract/coaches";
import type { Database } from "../client";
import { coachSeasonsOf } from "./coach-seasons";
import type { DetailKey } from "./common";
import { findCoach } from "./coaches";
import { awardsByYear } from "./person-awards";
import { coachTitles, listedIfComplete } from "./person-titles";

/** By the person's slug or the coach's id; undefined where neither names a coach. */
export async function getCoachDetail(db: Database, key: DetailKey): Promise<CoachDetail | undefined> {
  const found = await findCoach(db, key);
  if (!found) return undefined;
  const { coach, personId, leagueId } = found;
  return {
    ...coach,
    titles: listedIfComplete(await coachTitles(db, personId, leagueId), coach.championships_won),
    awards_by_year: await awardsByYear(db, personId, leagueId, coach.sport.slug),
    career_totals: (await coachSeasonsOf(db, personId)).filter((row) => row.career),
  };
}
