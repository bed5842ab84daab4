// A data source as the API may send it (/api/meta/sources/), permissive.
import { z } from "zod/mini";
import { maybe, maybeNumber, maybeText } from "../shared/loose";

export const rawDataSourceSchema = z.object({
  slug: maybeText,
  name: maybeText,
  url: maybeText,
  licence: maybeText,
  licence_url: maybeText,
  attribution: maybeText,
  coverage: maybe(z.array(z.object({ league: maybeText, first_year: maybeNumber, last_year: maybeNumber }))),
  rows_loaded: maybeNumber,
  rows_rejected: maybeNumber,
  imported_at: maybeText,
  notes: maybeText,
});

export type RawDataSource = z.infer<typeof rawDataSourceSchema>;
