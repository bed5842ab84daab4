// The pages are rendered on worker threads (render-worker.ts), one a core by default: rendering
// is the prerender's CPU, and one thread left the second core to the API alone. Each page goes to
// the worker with the fewest pages in flight.
import { Worker } from "node:worker_threads";
import type { EntityKind } from "./options";

export interface WorkerSetup {
  apiOrigin: string;
  exemptToken: string | undefined;
  /** The data version read before the run, carried by every page (render-page.tsx). */
  dataVersion: string | null;
}

export interface RenderJob {
  id: number;
  siteId: string;
  /** The site's address (the app reads its host). */
  location: string;
  dist: string;
  shell: string;
  path: string;
  kinds: EntityKind[];
}

export interface RenderAnswer {
  id: number;
  /** The page's size; null: a query failed, the page was not written. */
  bytes: number | null;
  links: (readonly [EntityKind, string])[];
  error?: string;
}

export interface RenderPool {
  render: (job: Omit<RenderJob, "id">) => Promise<RenderAnswer>;
  close: () => Promise<void>;
}

export function startPool(size: number, workerFile: URL, setup: WorkerSetup): RenderPool {
  const waiting = new Map<number, (answer: RenderAnswer) => void>();
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(workerFile, { workerData: setup });
    const entry = { worker, inFlight: 0 };
    worker.on("message", (answer: RenderAnswer) => {
      entry.inFlight -= 1;
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    // A worker that dies fails the pages it held (the run fails, and stops the API it started).
    worker.on("error", (error) => {
      for (const [id, resolve] of waiting) resolve({ id, bytes: null, links: [], error: String(error) });
      waiting.clear();
    });
    return entry;
  });
  let next = 0;
  return {
    render: (job) =>
      new Promise((resolve) => {
        const id = next++;
        const entry = workers.reduce((least, other) => (other.inFlight < least.inFlight ? other : least));
        entry.inFlight += 1;
        waiting.set(id, resolve);
        entry.worker.postMessage({ ...job, id });
      }),
    close: async () => {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
