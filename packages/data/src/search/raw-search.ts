// /api/search/ as the client accepts it (issue #17): the contract's answer made permissive (any
// field missing or null); a result or group of a kind we do not know is dropped by the
// normaliser, not the schema.
import { searchAnswer } from "@tl/contract/search";
import type { z } from "zod/mini";
import { relaxed } from "../shared/relax";

export const rawSearchSchema = relaxed(searchAnswer);

export type RawSearch = z.infer<typeof rawSearchSchema>;
export type RawSearchGroup = NonNullable<RawSearch["groups"]>[number];
export type RawSearchResult = NonNullable<RawSearchGroup["results"]>[number];
