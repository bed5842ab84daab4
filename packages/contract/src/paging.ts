// Page-number pagination as Django REST framework answers it: {count, next, previous, results},
// and the two parameters that choose a page.
import { z } from "zod/mini";
import { param } from "./params";
import { described } from "./refs";

export const DEFAULT_PAGE_SIZE = 100;
/** Larger page_size values are lowered to this, as DRF's max_page_size does. */
export const MAX_PAGE_SIZE = 500;

/** A page number or size as sent: 1 to 9999999. Anything else is an invalid page (404) or size (400). */
export const PAGE_NUMBER = /^[1-9]\d{0,6}$/;
export const PAGE_SIZE_MESSAGE = "A valid positive integer is required.";
export const INVALID_PAGE = "Invalid page.";

export const page = <T extends z.ZodMiniType>(item: T) =>
  z.strictObject({ count: z.int(), next: z.nullable(z.string()), previous: z.nullable(z.string()), results: z.array(item) });

/** A page of `T`: the envelope's type, from the schema above. */
export type Page<T> = Omit<z.infer<ReturnType<typeof page<z.ZodMiniType>>>, "results"> & { results: T[] };

/** page and page_size as the OpenAPI document describes them; the server reads them itself (404 for a bad page). */
export const pagingParams = {
  page: described(param.text(), 'Page number, from 1. An out-of-range page answers 404 {"detail": "Invalid page."}.'),
  page_size: described(
    param.text(),
    `Results per page: default ${String(DEFAULT_PAGE_SIZE)}, at most ${String(MAX_PAGE_SIZE)} (larger values are lowered to ${String(MAX_PAGE_SIZE)}).`,
  ),
};

/** What a list answers in: a JSON page (the default) or CSV. */
export const LIST_FORMATS = ["json", "csv"] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

export const formatParam = described(
  param.choice(LIST_FORMATS),
  "json (default) or csv: text/csv with one column per field of the results (nested objects as dotted names, arrays and maps as JSON text). Without page and page_size the CSV holds every matching row; with either, that page.",
);

/** Everything a list accepts: its filters, ordering by `fields`, paging and the format. */
export const listQuery = <F extends z.ZodMiniObject>(filters: F, fields: readonly string[]) =>
  z.extend(filters, { ordering: param.ordering(fields), ...pagingParams, format: formatParam });
