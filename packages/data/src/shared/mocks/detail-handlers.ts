// A reference page's two calls answered like the API (issue #16: franchise, player, coach): the
// detail at `paths.detail` and its season rows in pages at `paths.seasons` (both hold `{slug}`),
// 404 `{"detail": "Not found."}` for a slug neither record holds, `{"detail": "Invalid page."}`
// past the last page.
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from "msw";
import { notFound } from "./failures";
import { pageOf } from "./pages";

export function detailHandlers<Detail extends JsonBodyType, Row>(
  paths: { detail: string; seasons: string },
  details: Readonly<Record<string, Detail>>,
  seasons: Readonly<Record<string, readonly Row[]>>,
): RequestHandler[] {
  return [
    http.get(paths.seasons.replace("{slug}", ":slug"), ({ request, params }) => {
      const rows = seasons[String(params.slug)];
      if (rows === undefined) return notFound();
      const page = pageOf(rows, new URL(request.url));
      return page ? HttpResponse.json(page) : HttpResponse.json({ detail: "Invalid page." }, { status: 404 });
    }),
    http.get(paths.detail.replace("{slug}", ":slug"), ({ params }) => {
      const found = details[String(params.slug)];
      return found === undefined ? notFound() : HttpResponse.json(found);
    }),
  ];
}
