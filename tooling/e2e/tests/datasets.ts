// The one place where a browser test over the imported public datasets decides whether it
// runs. The server imports them at start when it finds them (DATASETS_DIR or ../shared/datasets);
// /api/meta/sources/ says which it holds. All there: the test runs. Any missing: in CI (`CI` set)
// the test fails with a line naming them; elsewhere it is skipped with that reason, which
// Playwright's JSON report keeps and `pnpm test`'s summary prints.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { urlFor } from "./hosts";

/** The sources most data screens read: Lahman, the Hockey Databank and 538's NFL games. */
export const PUBLIC_DATASETS = ["lahman", "hockey-databank", "fivethirtyeight-nfl-games"] as const;

let sources: Promise<{ slug: string; imported_at: string | null }[]> | undefined;

async function importedSources(request: APIRequestContext) {
  sources ??= (async () => {
    const response = await request.get(urlFor("127.0.0.1", "/api/meta/sources/"));
    expect(response.status(), "/api/meta/sources/").toBe(200);
    return ((await response.json()) as { results: { slug: string; imported_at: string | null }[] }).results;
  })();
  return sources;
}

/** Call first in a test that reads these datasets through the server. */
export async function needsDatasets(request: APIRequestContext, slugs: readonly string[] = PUBLIC_DATASETS): Promise<void> {
  const held = await importedSources(request);
  const missing = slugs.filter((slug) => !held.some((source) => source.slug === slug && source.imported_at !== null));
  if (missing.length === 0) return;
  const reason = `the server has not imported ${missing.join(", ")} (the public datasets: put them in ../shared/datasets or set DATASETS_DIR; README 'Data')`;
  if (process.env.CI) throw new Error(`CI: ${reason}`);
  test.skip(true, reason);
}
