// Site pages (prerendered HTML and app shells) kept in memory, so a page is not stat-ed, opened
// and streamed from disk on every request: an LRU bounded by bytes, with the headers @fastify/send
// would write (ETag, Last-Modified, Content-Type, Content-Length) worked out once per file.
// A file is checked against the disk (mtime, size, inode) at most once per revalidateMs: the
// prerenderer writes a page aside and renames it over the old one (a new inode), so a page it
// rewrites while the server runs is served fresh within that window, never half-written.
import { readFile, stat } from "node:fs/promises";
import { LRUCache } from "lru-cache";
import type { Encodable } from "../encoded-body";

export interface HeldFile extends Encodable {
  body: Buffer;
  /** As @fastify/send writes them for the same file. */
  headers: Record<string, string>;
}

interface Entry extends HeldFile {
  mtimeMs: number;
  size: number;
  ino: number;
  checkedAt: number;
}

export interface SiteMemoryOptions {
  /** Bytes of file bodies held at most (not counting their compressed copies: up to about a third more). */
  maxBytes?: number;
  /** A larger file is left to the disk. */
  maxFileBytes?: number;
  /** How long a held file is served without looking at the disk again. */
  revalidateMs?: number;
}

export const SITE_MEMORY_DEFAULTS = { maxBytes: 32 * 1024 * 1024, maxFileBytes: 1024 * 1024, revalidateMs: 1000 };

export function siteMemory(options: SiteMemoryOptions = {}) {
  const { maxBytes, maxFileBytes, revalidateMs } = { ...SITE_MEMORY_DEFAULTS, ...options };
  const held = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.body.length) });

  /** An HTML file's body and headers, or undefined when it is missing or too large to hold. */
  async function html(file: string): Promise<HeldFile | undefined> {
    const now = Date.now();
    const known = held.get(file);
    if (known && now - known.checkedAt < revalidateMs) return known;
    // One look at the disk a window: requests arriving meanwhile are served the copy held.
    if (known) known.checkedAt = now;
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile() || stats.size > maxFileBytes) {
      held.delete(file);
      return undefined;
    }
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size && known.ino === stats.ino) {
      known.checkedAt = now;
      return known;
    }
    const body = await readFile(file);
    // Renamed over between stat and read: the next request looks again.
    if (body.length !== stats.size) return undefined;
    const entry: Entry = {
      body,
      headers: {
        "last-modified": stats.mtime.toUTCString(),
        etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
        "content-type": "text/html; charset=utf-8",
        "content-length": String(stats.size),
      },
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      ino: stats.ino,
      checkedAt: now,
    };
    held.set(file, entry);
    return entry;
  }

  return { html, revalidateMs };
}

export type SiteMemory = ReturnType<typeof siteMemory>;
