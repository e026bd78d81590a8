// A database outage under a running server (docs/architecture.md, "Readiness and a database
// outage"; README "Operating it"): a PostgreSQL cluster of its own, one server process on it,
// `pg_ctl stop -m immediate`, then `pg_ctl start`. Prints the seconds to readiness 503, how long a
// transfer took to be refused, and the seconds from PostgreSQL's return to readiness 200 and to a
// job done, each beside its budget and beside the floor of the same run: how long PostgreSQL itself
// took to come back (`pg_ctl start -w`, crash recovery included). Asserts nothing.
// `--processes N`: the same outage under `start:cluster -- N`, each process's readiness read on its
// own metrics port (tests/server/outage-cluster-scenario.ts): seconds to 503 and to 200 per process.
// Usage: npm run bench:outage [-- runs] [--processes N]   (default 3 runs, one process)
import { loadAverage } from '../tests/harness/server-process.ts';
import { runClusterOutage } from '../tests/server/outage-cluster-scenario.ts';
import { runOutage } from '../tests/server/outage-scenario.ts';

const args = process.argv.slice(2);
const flag = args.indexOf('--processes');
const processes = flag < 0 ? 1 : Number(args[flag + 1]);
const runs = Number(args.filter((_, i) => i !== flag && i !== flag + 1)[0] ?? 3);
const s = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);
const share = (ms: number | null, of: number) => (ms === null ? '' : ` (${Math.round((ms / of) * 100)} % of it)`);

console.log(`outage bench: ${runs} runs, ${processes} process${processes === 1 ? '' : 'es'}, node ${process.version}, load ${loadAverage()}`);
for (let i = 1; i <= runs && processes > 1; i += 1) {
  const r = await runClusterOutage({ processes });
  console.log(`run ${i}: PostgreSQL back after pg_ctl start took ${s(r.pgStartMs)} (the floor); a job queued then done ${s(r.jobDoneMs)} after; ${r.workerEnded ?? 'no worker ended'}`);
  const refused = r.refused.map((t) => `${t.status} in ${t.ms.toFixed(0)} ms`).join(', ');
  console.log(`  transfers during the outage: ${refused}, budget 15 s`);
  r.processes.forEach((p, k) =>
    console.log(`  process ${k + 1}: readiness 503 after ${s(p.toNotReadyMs)}, budget 5 s${share(p.toNotReadyMs, 5000)}; ${p.refused503} refused; readiness 200 ${s(p.toReadyMs)} after PostgreSQL's return, budget 10 s${share(p.toReadyMs, 10_000)}`),
  );
}
for (let i = 1; i <= runs && processes === 1; i += 1) {
  const r = await runOutage();
  console.log(
    [
      `run ${i}:`,
      `  readiness 503 after ${s(r.toNotReadyMs)}, budget 5 s${share(r.toNotReadyMs, 5000)}; failed: ${r.notReady.body.failed.join(', ')}; the database check failed after ${s(r.toDatabaseDownMs)}`,
      `  transfer during the outage: ${r.refusedEn.status} in ${r.refusedEn.ms.toFixed(0)} ms "${r.refusedEn.message}" / zh_hk "${r.refusedHk.message}", budget 15 s`,
      `  process ${r.exitedDuringOutage === null ? 'alive' : `EXITED (${r.exitedDuringOutage})`}`,
      `  PostgreSQL back after pg_ctl start took ${s(r.pgStartMs)} (the floor: crash recovery)`,
      `  readiness 200 ${s(r.toReadyMs)} after that, budget 10 s${share(r.toReadyMs, 10_000)}; ${(r.toReadyMs / r.pgStartMs).toFixed(2)}× the floor`,
      `  a job queued then: done ${s(r.jobDoneMs)} after PostgreSQL's return; transfer ${r.afterStatus}; old stream heard it: ${r.oldStreamHeard}; new stream ${r.newStreamStatus}, snapshot ${r.newStreamSnapshot}`,
    ].join('\n'),
  );
}
console.log(`load after: ${loadAverage()} (a shared machine: other work stretches every figure)`);
