// Reads and checks an editor's results file; any problem throws one error naming the file, each
// entry ("champions[0], super-bowl 2025") and field, before anything is written.
import { existsSync, readFileSync } from "node:fs";
import { resultsFileSchema, type CuratedTitles, type ResultsFile } from "./schema";

/** "champions[0] (super-bowl 2025) runnerUp": where an issue is, as an editor finds it in the file. */
function placeOf(path: readonly PropertyKey[], data: unknown): string {
  const [list, index, ...field] = path.map(String);
  if (list === undefined) return "the file";
  if (index === undefined) return list;
  const entry = (data as Record<string, { championship?: unknown; season?: unknown }[] | undefined>)[list]?.[Number(index)];
  const label = entry ? ` (${String(entry.championship)} ${String(entry.season)})` : "";
  return `${list}[${index}]${label}${field.length > 0 ? ` ${field.join(".")}` : ""}`;
}

export function readResultsFile(file: string, curated?: CuratedTitles): ResultsFile {
  if (!existsSync(file)) throw new Error(`${file}: no such results file (README, 'Data': an editor's results).`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}); nothing was imported.`);
  }
  const parsed = resultsFileSchema(curated).safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${placeOf(issue.path, data)}: ${issue.message}`);
  throw new Error(`${file}: ${String(problems.length)} problem(s); nothing was imported:\n${problems.join("\n")}`);
}
