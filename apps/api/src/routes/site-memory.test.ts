import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteMemory } from "./site-memory";

const dir = await mkdtemp(join(tmpdir(), "site-memory-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** As the prerenderer writes a page: aside, then renamed over the old one. */
async function rewrite(file: string, text: string) {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

describe("site pages held in memory", () => {
  it("serves a page from memory within the revalidation window, with the headers @fastify/send writes", async () => {
    const file = join(dir, "held.html");
    await writeFile(file, "<p>first</p>");
    const memory = siteMemory({ revalidateMs: 60_000 });
    const first = await memory.html(file);
    expect(first?.body.toString()).toBe("<p>first</p>");
    expect(first?.headers).toMatchObject({ "content-type": "text/html; charset=utf-8", "content-length": "12" });
    expect(first?.headers.etag).toMatch(/^W\/"c-[0-9a-f]+"$/);
    await writeFile(file, "<p>again</p>");
    expect((await memory.html(file))?.body.toString()).toBe("<p>first</p>");
  });

  it("serves a page rewritten by the prerenderer fresh once the window has passed", async () => {
    const file = join(dir, "rewritten.html");
    await writeFile(file, "<p>old</p>");
    const memory = siteMemory({ revalidateMs: 0 });
    const old = await memory.html(file);
    await rewrite(file, "<p>the new page</p>");
    const fresh = await memory.html(file);
    expect(fresh?.body.toString()).toBe("<p>the new page</p>");
    expect(fresh?.headers.etag).not.toBe(old?.headers.etag);
  });

  it("leaves a missing or too large file to the disk", async () => {
    const file = join(dir, "large.html");
    await writeFile(file, "x".repeat(2000));
    const memory = siteMemory({ revalidateMs: 0, maxFileBytes: 1000 });
    expect(await memory.html(file)).toBeUndefined();
    expect(await memory.html(join(dir, "missing.html"))).toBeUndefined();
  });
});
