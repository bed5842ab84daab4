// /api/search/ as the API may send it (issue #17): any field missing or null; a result or group
// of a kind we do not know is dropped by the normaliser, not the schema.
import { z } from "zod/mini";
import { maybe, maybeNumber, maybeText } from "../shared/loose";

const ref = maybe(z.object({ slug: maybeText, name: maybeText }));

export const rawSearchResultSchema = z.object({
  kind: maybeText,
  slug: maybeText,
  name: maybeText,
  detail: maybeText,
  path: maybeText,
  sport: ref,
  level: ref,
});

export const rawSearchGroupSchema = z.object({
  kind: maybeText,
  label: maybeText,
  count: maybeNumber,
  results: maybe(z.array(rawSearchResultSchema)),
});

export const rawSearchSchema = z.object({
  query: maybeText,
  count: maybeNumber,
  groups: maybe(z.array(rawSearchGroupSchema)),
});

export type RawSearchResult = z.infer<typeof rawSearchResultSchema>;
export type RawSearchGroup = z.infer<typeof rawSearchGroupSchema>;
export type RawSearch = z.infer<typeof rawSearchSchema>;
