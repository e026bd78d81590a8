// bench/live (docs/architecture.md §7): 10,000 open live streams on one server process (PGlite), then
//  - memory per open stream: the server's RSS (/proc/<pid>/status VmRSS) with the streams open minus
//    before, per stream; the streams' clients run in a process of their own (bench/live-clients.ts),
//    from 100 streams per loopback address, so every shipped cap holds and their memory is not counted;
//  - CPU at idle with the streams open: the server's user+system time over 26 s (one heartbeat in it),
//    as a share of one core;
//  - both beside a floor measured in the same run: a bare node:http server holding as many streams
//    (bench/live-floor.ts), so the machine's load and node's own cost of a socket are seen apart;
//  - server event → received: a transfer through the API moves a member's money; the time from the
//    request leaving to the member's stream receiving the new balance (p50, p95, max), so it holds
//    the request's own time too (an upper bound of commit → received);
//  - server event → on screen (unless --no-screen): with the streams still open, one Chromium page of the
//    built lobby (dist/, or LOBBY_DIST; built first when stale unless SKIP_BUILD=1) signed in as one more
//    member, and the time from a transfer of that member to the new balance in its header (bench/live-screen.ts).
// Each side holds a socket per stream: the server and the clients' process get `ulimit -n` of streams + 256
// (raised by the bench up to the hard limit, `ulimit -Hn`; 10,000 streams need 10,256).
// Members are written straight into the database before the server opens it (tests/harness/funded-members.ts): for
// 10,000 that takes a while (30 min on the loaded 2-core machine), as does opening their streams on PGlite (13 min there).
// Run: npm run bench:live [-- <streams>] [-- --no-screen]
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { dist } from './dist-files.ts';
import { fundMembers } from '../tests/harness/funded-members.ts';
import type { ClientsCommand } from './live-clients.ts';
import { idleShare, openStreams, release, report, rssKb, spawnWithFds, STREAMS_PER_ADDRESS } from './live-process.ts';
import { screenTimes } from './live-screen.ts';
import { freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process.ts';

const args = process.argv.slice(2);
const STREAMS = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const SCREEN = !args.includes('--no-screen');
const FDS = STREAMS + 256;
/** Streams opened and closed before the server's memory is read. */
const WARM = Math.min(200, STREAMS);
const EVENTS = 300;
const CONCURRENCY = 10;
const SCREEN_ROUNDS = 40;
const IDLE_MS = 26_000;
const root = join(import.meta.dirname, '..');
const tsx = ['--import', 'tsx'];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const line = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `p50 ${pct(sorted, 50).toFixed(1)} ms  p95 ${pct(sorted, 95).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms`;
};
const settle = (ms = 2000) => new Promise((r) => setTimeout(r, ms));

interface Held {
  clients: ChildProcess;
  openedMs: number;
  kbEach: number;
  rss: [number, number];
  idle: number;
}

/**
 * Opens and closes a few streams first (the server's first requests grow its heap and compiled code
 * once, whatever their number), then a stream per member of `files.all` on the server `pid`: its
 * memory per stream and its idle CPU with them open.
 */
async function holdStreams(pid: number, base: string, files: { warm: string; all: string }): Promise<Held> {
  const warm = await openStreams(FDS, base, files.warm);
  await release(warm.clients);
  await settle();
  const before = rssKb(pid);
  const { clients, ms } = await openStreams(FDS, base, files.all);
  await settle();
  const after = rssKb(pid);
  const idle = await idleShare(pid, IDLE_MS);
  return { clients, openedMs: ms, kbEach: (after - before) / STREAMS, rss: [before, after], idle };
}

/** The floor: a bare node:http server holding as many streams. */
async function floor(files: { warm: string; all: string }): Promise<Held> {
  const server = spawnWithFds(FDS, [...tsx, join(root, 'bench/live-floor.ts')], { cwd: root, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [port] = (await once(server.stdout!, 'data')) as [Buffer];
    const held = await holdStreams(server.pid!, `http://127.0.0.1:${String(port).trim()}`, files);
    await release(held.clients);
    return held;
  } finally {
    await stop(server);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-live-'));
  console.log(`load average before: ${loadAverage()}`);
  const funding = performance.now();
  const database = await openDatabase({ dataDir });
  const members = await fundMembers(database, { count: STREAMS + 1, centreCents: 1_000_000, providerCents: 100, prefix: 'live' });
  await database.close();
  console.log(`${STREAMS + 1} members funded in ${((performance.now() - funding) / 1000).toFixed(0)} s`);
  // The page's member has no stream of the bench's own: the lobby opens its one.
  const pageMember = members.pop()!;
  const files = { warm: join(dataDir, 'warm.json'), all: join(dataDir, 'members.json') };
  writeFileSync(files.warm, JSON.stringify(members.slice(0, WARM)));
  writeFileSync(files.all, JSON.stringify(members));
  const bare = await floor(files);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The server's shipped settings: no cap is raised.
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: process.env.SKIP_BUILD ?? '', LOBBY_DIST: dist, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  const child = spawnWithFds(FDS, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitUp(`${base}/api/health`, child, 600); // a stale lobby is built first
    const app = await holdStreams(child.pid!, base, files);
    app.clients.send({ run: 'events', events: EVENTS, concurrency: CONCURRENCY } satisfies ClientsCommand);
    const { latencies } = await report(app.clients, 'latencies');
    const screen = SCREEN ? await screenTimes(base, pageMember, SCREEN_ROUNDS) : undefined;
    await release(app.clients);

    const mb = (held: Held) => `RSS ${(held.rss[0] / 1024).toFixed(0)} → ${(held.rss[1] / 1024).toFixed(0)} MB`;
    console.log(`open streams                 ${STREAMS} from ${Math.ceil(STREAMS / STREAMS_PER_ADDRESS)} addresses (all had their snapshot after ${app.openedMs.toFixed(0)} ms; floor ${bare.openedMs.toFixed(0)} ms)`);
    console.log(`event → received (n=${latencies.length}, ${CONCURRENCY} at a time)  ${line(latencies)}`);
    if (screen) {
      console.log(`event → on screen, the header's DOM (n=${screen.dom.length}, one Chromium page, beside the ${STREAMS} streams)  ${line(screen.dom)}`);
      console.log(`event → the start of the next frame (the one that paints it)  ${line(screen.frame)}`);
      console.log(`  of which the transfer request itself (sent → answered)     ${line(screen.answered)}`);
      if (screen.errors.length) console.log(`page errors: ${screen.errors.join(' | ')}`);
    }
    console.log(`memory per open stream       ${app.kbEach.toFixed(1)} kB (${mb(app)}); bare node:http floor ${bare.kbEach.toFixed(1)} kB (${mb(bare)}) = ${(app.kbEach / bare.kbEach).toFixed(2)} × the floor; budget ≤ 25 kB`);
    console.log(`CPU at idle, ${STREAMS} streams   ${(app.idle * 100).toFixed(2)} % of one core over ${IDLE_MS / 1000} s; floor ${(bare.idle * 100).toFixed(2)} %; budget ≤ 2 %`);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`load average after: ${loadAverage()}`);
  }
}

await main();
