// A coach as the API may send it: the contract's item made permissive, with spec §3's
// alternatives (the person's fields also flat, the team and sport as plain text, position and
// the playing career's sport and position as `{ name }` or text, specialties as a list).
import { coach } from "@tl/contract/coaches";
import { currentTeamRef } from "@tl/contract/people";
import { z } from "zod/mini";
import { maybe, maybeId, nameOrText } from "../shared/loose";
import { rawPersonFields } from "../shared/person";
import { orText, rawRef } from "../shared/raw-refs";
import { nonNull, relaxed } from "../shared/relax";

const rawPlayingCareer = z.extend(relaxed(nonNull(coach.shape.playing_experience)), { sport: nameOrText, position: nameOrText });

export const rawCoachSchema = z.extend(relaxed(coach), {
  ...rawPersonFields,
  id: maybeId,
  current_team: orText(relaxed(nonNull(currentTeamRef))),
  position: nameOrText,
  playing_experience: maybe(rawPlayingCareer),
  specialties: maybe(z.union([z.string(), z.array(z.string())])),
  sport: orText(rawRef),
});

export type RawCoach = z.infer<typeof rawCoachSchema>;
