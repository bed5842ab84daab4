// A coach's page (issue #16: /api/people/coaches/{slug}/ and …/seasons/) as the API may send it:
// the card's permissive schema (raw-coach.ts) with the page's parts made permissive from the
// contract, which declares the shapes once.
import { coachSeason } from "@tl/contract/coach-seasons";
import { coachDetail } from "@tl/contract/coaches";
import { z } from "zod/mini";
import { relaxed } from "../shared/relax";
import { rawCoachSchema } from "./raw-coach";

const page = relaxed(coachDetail).shape;

export const rawCoachPageSchema = z.extend(rawCoachSchema, {
  titles: page.titles,
  awards_by_year: page.awards_by_year,
  career_totals: page.career_totals,
});
export const rawCoachSeasonSchema = relaxed(coachSeason);

export type RawCoachPage = z.infer<typeof rawCoachPageSchema>;
export type RawCoachSeason = z.infer<typeof rawCoachSeasonSchema>;
