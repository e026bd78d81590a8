import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The metrics of the process as a whole (docs/architecture.md, "Metrics"): ledger postings, guard
 * refusals, jobs, and Node's own (event-loop lag, memory, CPU). The code that records them holds a
 * database handle, not an app, and one server process serves one app; so they live once per process,
 * created when this module loads, and a scrape merges them with its app's own registry (the request
 * histogram, live streams, pool), which is per app because tests build many apps in one process.
 */
export const processRegistry = new Registry();

let defaults = false;

/**
 * Node's default metrics (event-loop lag among them), started once per process and only when a
 * metrics endpoint is served: their event-loop monitor samples for as long as the process lives.
 */
export function startDefaultMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: processRegistry });
}
