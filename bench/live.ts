// bench/live (docs/architecture.md §7): 1,000 open live streams on one server process (PGlite), then
//  - server event → received: a transfer through the API moves a member's money; the time from the
//    request leaving to the member's stream receiving the new balance (p50, p95, max), so it holds
//    the request's own time too (an upper bound of commit → received);
//  - memory per open stream: the server's RSS with the streams open minus before, per stream;
//  - CPU at idle with the streams open: the server's user+system time over 26 s (one heartbeat in it);
//  - server event → on screen: with the streams still open, one Chromium page of the built lobby
//    (dist/, or LOBBY_DIST; built first when stale unless SKIP_BUILD=1) signed in as one more member,
//    and the time from a transfer of that member to the new balance in its header (bench/live-screen.ts).
// Members are written straight into the database before the server opens it (tests/harness/funded-members.ts).
// Run: npm run bench:live [-- <streams>]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { dist } from './dist-files.ts';
import { fundMembers, type FundedMember } from '../tests/harness/funded-members.ts';
import { screenTimes } from './live-screen.ts';
import { freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process.ts';

const STREAMS = Number(process.argv[2] ?? 1000);
const EVENTS = 300;
const CONCURRENCY = 10;
const SCREEN_ROUNDS = 40;
const IDLE_MS = 26_000;
const root = join(import.meta.dirname, '..');
const ticks = 100; // USER_HZ on Linux

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
/** utime + stime of a process, in ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

interface Stream {
  member: FundedMember;
  snapshot: Promise<void>;
  /** Resolves at the next `money` event's arrival (performance.now()). */
  nextMoney(): Promise<number>;
  close(): void;
}

function openStream(base: string, member: FundedMember): Stream {
  const abort = new AbortController();
  let gotSnapshot!: () => void;
  const snapshot = new Promise<void>((resolve) => (gotSnapshot = resolve));
  let waiting: ((at: number) => void)[] = [];
  void (async () => {
    const res = await fetch(`${base}/api/member/live`, { headers: { authorization: `Bearer ${member.token}` }, signal: abort.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      const text = decoder.decode(chunk, { stream: true });
      const at = performance.now();
      if (text.includes('event: snapshot')) gotSnapshot();
      if (text.includes('event: money')) {
        const now = waiting;
        waiting = [];
        now.forEach((w) => w(at));
      }
    }
  })().catch((error: unknown) => {
    if (!abort.signal.aborted) console.error(error);
  });
  return { member, snapshot, nextMoney: () => new Promise((resolve) => waiting.push(resolve)), close: () => abort.abort() };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-live-'));
  console.log(`load average before: ${loadAverage()}`);
  const database = await openDatabase({ dataDir });
  const members = await fundMembers(database, { count: STREAMS + 1, centreCents: 1_000_000, providerCents: 100, prefix: 'live' });
  await database.close();
  // The page's member has no stream of the bench's own: the lobby opens its one.
  const pageMember = members.pop()!;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // Every stream comes from this one address: its cap is raised to hold them all.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      SKIP_BUILD: process.env.SKIP_BUILD ?? '',
      LOBBY_DIST: dist,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LIVE_STREAMS_PER_ADDRESS: String(STREAMS + 10),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const streams: Stream[] = [];
  try {
    await waitUp(`${base}/api/health`, child, 600); // a stale lobby is built first
    await new Promise((r) => setTimeout(r, 2000));
    const rssBefore = rssKb(child.pid!);

    const opening = performance.now();
    for (const member of members) streams.push(openStream(base, member));
    await Promise.all(streams.map((s) => s.snapshot));
    const openedMs = performance.now() - opening;
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfter = rssKb(child.pid!);

    const cpuStart = cpuMs(child.pid!);
    const idleStart = performance.now();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idleCpu = (cpuMs(child.pid!) - cpuStart) / (performance.now() - idleStart);

    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < EVENTS) {
        const stream = streams[(next * 7919) % streams.length]!;
        next += 1;
        const received = stream.nextMoney();
        const sent = performance.now();
        const res = await fetch(`${base}/api/game/deposit`, {
          method: 'POST',
          headers: { authorization: `Bearer ${stream.member.token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ api_code: stream.member.apiCode, money: '1.00', direction: 'in' }),
        });
        if (res.status !== 200) throw new Error(`transfer answered ${res.status}: ${await res.text()}`);
        latencies.push((await received) - sent);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    latencies.sort((a, b) => a - b);
    const screen = await screenTimes(base, pageMember, SCREEN_ROUNDS);
    const line = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return `p50 ${pct(sorted, 50).toFixed(1)} ms  p95 ${pct(sorted, 95).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms`;
    };

    console.log(`open streams                 ${streams.length} (all had their snapshot after ${openedMs.toFixed(0)} ms)`);
    console.log(`event → received (n=${latencies.length}, ${CONCURRENCY} at a time)  p50 ${pct(latencies, 50).toFixed(1)} ms  p95 ${pct(latencies, 95).toFixed(1)} ms  max ${latencies.at(-1)!.toFixed(1)} ms`);
    console.log(`event → on screen, the header's DOM (n=${screen.dom.length}, one Chromium page, beside the ${streams.length} streams)  ${line(screen.dom)}`);
    console.log(`event → the start of the next frame (the one that paints it)  ${line(screen.frame)}`);
    console.log(`  of which the transfer request itself (sent → answered)     ${line(screen.answered)}`);
    if (screen.errors.length) console.log(`page errors: ${screen.errors.join(' | ')}`);
    console.log(`memory per open stream       ${((rssAfter - rssBefore) / streams.length).toFixed(1)} kB (RSS ${(rssBefore / 1024).toFixed(0)} → ${(rssAfter / 1024).toFixed(0)} MB)`);
    console.log(`CPU at idle, ${streams.length} streams     ${(idleCpu * 100).toFixed(2)} % of one core over ${IDLE_MS / 1000} s`);
  } finally {
    streams.forEach((s) => s.close());
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`load average after: ${loadAverage()}`);
  }
}

await main();
