// Query strings for the API client (spec §7): relative paths, blank values left out.

export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** `/api/teams/teams/` + `{ sport__slug: "football" }` → `/api/teams/teams/?sport__slug=football` */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A contract path with its slug filled in: `/api/teams/teams/{slug}/` + "philadelphia-eagles". */
export function withSlug(path: `${string}{slug}${string}`, slug: string): string {
  return path.replace("{slug}", encodeURIComponent(slug));
}
