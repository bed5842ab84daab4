// Shared parts of the API's response schemas (spec §3). Each resource's objects are zod
// schemas in this folder: they document responses in the OpenAPI file and the tests check
// real responses against them.
import { z } from "zod";

export const nullableText = z.string().nullable();
export const nullableInt = z.number().int().nullable();

export const sportRef = z.object({ name: z.string(), slug: z.string(), abbreviation: z.string() });
export const levelRef = z.object({ name: z.string(), slug: z.string() });
export const leagueRef = z.object({ name: z.string(), slug: z.string(), abbreviation: z.string() });

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
