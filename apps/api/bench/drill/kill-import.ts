// Kill during import: `pnpm data:import` is killed with SIGKILL (its whole process group) at
// several points of a re-import of the full data: while the first source loads, after a few
// sources, and in the last step (player seasons' order and statistics). Promise: after each
// kill the database holds the same data_version and the same row count in every table; then an
// import runs to the end and leaves the same row counts.
import type { Drill } from "./drill";
import { startImport } from "./import-process";
import { differences, snapshot, totalRows } from "./snapshot";
import type { Store } from "./server";

/** Kill points: this long after the import's output first holds this text. */
const POINTS = [
  { name: "first source", after: "Importing from", delayMs: 1_500 },
  { name: "after 3 sources", after: "SABR Lahman", delayMs: 0 },
  { name: "last step", after: "Editor's results", delayMs: 200 },
];

function killAt(store: Store, text: string, delayMs: number) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    let killed = false;
    const run = startImport(store, (line) => {
      if (!killed && line.includes(text)) {
        killed = true;
        setTimeout(() => {
          run.kill();
        }, delayMs);
      }
    });
    void run.done.then((code) => {
      if (killed && code === null) resolve((performance.now() - started) / 1000);
      else reject(new Error(`the import ended (${String(code)}) before the kill at '${text}'`));
    });
  });
}

export const killImport: Drill = {
  name: "kill-import",
  promise: "kill -9 of pnpm data:import at 3 points: same data_version and row counts each time; the next import completes",
  async run({ store, quick }) {
    const before = await snapshot(store);
    const figures: string[] = [];
    let ok = true;
    for (const point of quick ? POINTS.slice(0, 1) : POINTS) {
      const seconds = await killAt(store, point.after, point.delayMs);
      const after = await snapshot(store);
      const changed = differences(before, after);
      const same = changed.length === 0 && after.dataVersion === before.dataVersion;
      ok &&= same;
      figures.push(
        `${point.name} (${seconds.toFixed(0)} s): ${same ? "unchanged" : `CHANGED v${String(after.dataVersion)} ${changed.join(", ")}`}`,
      );
    }
    const started = performance.now();
    const finished = startImport(store);
    const code = await finished.done;
    const final = await snapshot(store);
    const complete = code === 0 && differences(before, final).length === 0 && final.dataVersion > before.dataVersion;
    ok &&= complete;
    return {
      ok,
      line:
        `${String(totalRows(before))} rows in ${String(Object.keys(before.rows).length)} tables, data_version ${String(before.dataVersion)}; killed at ${figures.join("; ")}; ` +
        `next import ${code === 0 ? "completed" : `exited ${String(code)}`} in ${((performance.now() - started) / 1000).toFixed(0)} s, data_version ${String(final.dataVersion)}, ` +
        (differences(before, final).length === 0 ? "same row counts" : `differs: ${differences(before, final).join(", ")}`),
    };
  },
};
