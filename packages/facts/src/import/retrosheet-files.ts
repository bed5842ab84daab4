// The game-log files and how they are read: each gzip file streamed through node:zlib and split
// into lines (the files mix LF and CRLF endings). A file that is not valid gzip stops the
// import with its name, before anything is written.
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";

export const RETROSHEET_DIR = "retrosheet-gamelogs";

/** Regular seasons with a game log: 1871 to 2025. */
export const FIRST_SEASON = 1871;
export const LAST_SEASON = 2025;

/** The postseason logs, each a family of Lahman SeriesPost rounds. All-Star games (glas) are read only to be rejected. */
export const POSTSEASON_FILES = ["glws", "gllc", "gldv", "glwc"] as const;
export type PostseasonFile = (typeof POSTSEASON_FILES)[number];
export const ALL_STAR_FILE = "glas";

/** The major leagues the logs' games belong to (fields 5 and 8), Lahman's lgID codes too. */
export const LOG_LEAGUES: ReadonlySet<string> = new Set(["NA", "NL", "AA", "UA", "PL", "AL", "FL"]);

export const regularSeasonFiles = (): string[] =>
  Array.from({ length: LAST_SEASON - FIRST_SEASON + 1 }, (_, i) => `gl${String(FIRST_SEASON + i)}`);

export const logPath = (name: string) => `${RETROSHEET_DIR}/${name}.txt.gz`;

/** Every line of a gzip file, in order, without its line ending; empty lines skipped. */
export async function* gzipLines(path: string, label: string): AsyncGenerator<string> {
  const source = createReadStream(path);
  const gunzip = createGunzip();
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const lines = (rest + decoder.write(chunk)).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) yield line.replace(/\r$/, "");
    }
  } catch (error) {
    throw new Error(`${label}: not a readable gzip file (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  rest += decoder.end();
  if (rest.trim()) yield rest.replace(/\r$/, "");
}
