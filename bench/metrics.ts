// What the metrics cost a request (README, "Operating it"): two server processes, one with
// METRICS_PORT set and one without, loaded in turn (off, on, off, on …) on a cheap route and on a
// member route that reads the database; each round's requests/s with metrics on is printed as a share
// of the same round's with metrics off, and so is the server's CPU time per request (from
// /proc/<pid>/stat), which a machine busy with other work disturbs far less than requests/s: the
// medians of the rounds are the figures. Both log at `warn`, so the share is the metrics' against a request
// without its access-log line: an upper bound of their cost. Then the time of one scrape, which a
// scraper pays once per interval (Prometheus' usual: 15 s). First, in this process, one observation
// of the request histogram beside one of prom-client's own Histogram (server/metrics/request-histogram.ts). Throw-away PGlite databases (or DATABASE_URL for both).
// Usage: npm run bench:metrics [-- seconds rounds]   (default 3 s per run, 7 rounds)
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Histogram, Registry } from 'prom-client';
import { RequestHistogram } from '../server/metrics/request-histogram.ts';
import { demoToken, freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process';

const seconds = Number(process.argv[2] ?? 3);
const rounds = Number(process.argv[3] ?? 7);
const connections = 10;
const root = join(import.meta.dirname, '..');

interface Server {
  base: string;
  child: ChildProcess;
  dataDir: string;
  metricsPort?: number;
}

async function startServer(withMetrics: boolean): Promise<Server> {
  const port = await freePort();
  const metricsPort = withMetrics ? await freePort() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-metrics-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEV_ENDPOINTS: '1', LOG_LEVEL: 'warn', ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitUp(`${base}/health`, child);
  return { base, child, dataDir, metricsPort };
}

/** CPU seconds (user + system) `pid` has used, from /proc (Linux); clock ticks of 10 ms. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Requests/s of a run and the server's CPU µs per request in it. */
async function run(server: Server, url: string, headers: Record<string, string>, method: 'GET' | 'POST'): Promise<{ rps: number; cpuUs: number }> {
  const cpuBefore = cpuSeconds(server.child.pid!);
  const result = await autocannon({ url, connections, duration: seconds, headers, method });
  const cpu = cpuSeconds(server.child.pid!) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, cpuUs: (cpu / result.requests.total) * 1e6 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** µs per observation of `observe`, over a million of four routes. */
function perObservation(observe: (route: string, seconds: number) => void): number {
  const routes = ['/api/health', '/api/auth/me', '/api/game/deposit', '/api/act/:id'];
  const n = 1_000_000;
  const started = performance.now();
  for (let i = 0; i < n; i += 1) observe(routes[i & 3]!, 0.003 * (i & 7));
  return ((performance.now() - started) / n) * 1000;
}

{
  const theirs = new Histogram({ name: 'h', help: 'h', labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15], registers: [new Registry()] });
  const ours = new RequestHistogram();
  const pairs = [1, 2, 3].map(() => [perObservation((route, s) => theirs.observe({ method: 'GET', route, status: 200 }, s)), perObservation((route, s) => ours.observe('GET', route, 200, s))] as const);
  const [floor, mine] = [median(pairs.map((p) => p[0])), median(pairs.map((p) => p[1]))];
  console.log(`one observation: RequestHistogram ${mine.toFixed(2)} µs, prom-client's Histogram ${floor.toFixed(2)} µs (${((mine / floor) * 100).toFixed(0)} % of it)`);
}

const off = await startServer(false);
const on = await startServer(true);
try {
  const token = await demoToken(off.base);
  const tokenOn = await demoToken(on.base);
  const targets = [
    { title: 'GET /api/health', path: '/health', method: 'GET' as const, member: false },
    { title: 'POST /api/auth/me', path: '/auth/me?lang=en', method: 'POST' as const, member: true },
  ];
  console.log(`database: ${process.env.DATABASE_URL ? 'postgresql' : 'pglite'}, ${connections} connections, ${seconds} s per run, ${rounds} rounds, node ${process.version}, load ${loadAverage()}`);
  for (const target of targets) {
    const headersOf = (t: string): Record<string, string> => (target.member ? { authorization: `Bearer ${t}` } : {});
    // Warm-up of both, so the JIT and caches start equal.
    await autocannon({ url: `${off.base}${target.path}`, connections, duration: 1, headers: headersOf(token), method: target.method });
    await autocannon({ url: `${on.base}${target.path}`, connections, duration: 1, headers: headersOf(tokenOn), method: target.method });
    const shares: number[] = [];
    const cpuShares: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const floor = await run(off, `${off.base}${target.path}`, headersOf(token), target.method);
      const measured = await run(on, `${on.base}${target.path}`, headersOf(tokenOn), target.method);
      shares.push(measured.rps / floor.rps);
      cpuShares.push(measured.cpuUs / floor.cpuUs);
      console.log(
        `${target.title.padEnd(18)} round ${round}: off ${floor.rps.toFixed(0).padStart(6)} req/s ${floor.cpuUs.toFixed(0).padStart(4)} µs CPU each, ` +
          `on ${measured.rps.toFixed(0).padStart(6)} req/s ${measured.cpuUs.toFixed(0).padStart(4)} µs = ${((measured.rps / floor.rps) * 100).toFixed(1)} % of off's req/s, ${((measured.cpuUs / floor.cpuUs) * 100).toFixed(1)} % of its CPU`,
      );
    }
    console.log(`${target.title.padEnd(18)} median: req/s with metrics ${(median(shares) * 100).toFixed(1)} % of without; CPU per request ${(median(cpuShares) * 100).toFixed(1)} % of without`);
  }
  const scrapes: number[] = [];
  let body = '';
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    body = await (await fetch(`http://127.0.0.1:${on.metricsPort}/metrics`)).text();
    scrapes.push(performance.now() - started);
  }
  console.log(`one scrape: median ${median(scrapes).toFixed(1)} ms, worst ${Math.max(...scrapes).toFixed(1)} ms, ${(Buffer.byteLength(body) / 1024).toFixed(1)} kB, ${body.split('\n').filter((l) => l && !l.startsWith('#')).length} samples; every 15 s that is ${((median(scrapes) / 15_000) * 100).toFixed(3)} % of a core`);
} finally {
  await Promise.all([stop(off.child), stop(on.child)]);
  for (const s of [off, on]) rmSync(s.dataDir, { recursive: true, force: true });
}
