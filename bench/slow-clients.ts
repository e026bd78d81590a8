// Slow clients against the real server (`node scripts/start.mjs`, lobby build skipped, a throw-away
// PGlite) with its shipped limits (README, "Configuration": REQUEST_DEADLINE_SECONDS,
// KEEP_ALIVE_SECONDS, CONNECTIONS_PER_ADDRESS). Two waves of N connections each send the headers of a
// 60,000-byte body and then one byte every 20 s, reopening 1 s after the deadline closes them: wave A
// all from one address, wave B spread over 40 addresses (each under the cap), as an attacker with
// many addresses would (a refused one comes back after 5 s). One more connection dribbles a byte every 10 s. Meanwhile GET /api/health is
// asked from another address every 200 ms
// by a process of its own. Prints the worst /api/health latency, how long the
// dribbler stayed open, the server's open file descriptors, and what the attack connections got.
// Usage: npm run bench:slow-clients [-- N [seconds]]   (default 5000 per wave, 75 s)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process.ts';

const perWave = Number(process.argv[2] ?? 5000);
const seconds = Number(process.argv[3] ?? 75);
const root = join(import.meta.dirname, '..');
const head = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n';

const tally = { opened: 0, refused: 0, answered408: 0, closedOther: 0, open: 0 };

/** One attack connection from `localAddress`, reopened 1 s after each close until `until`. */
function attacker(port: number, localAddress: string, until: number): void {
  if (Date.now() >= until) return;
  const started = Date.now();
  let text = '';
  let connected = false;
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  const drip = setInterval(() => socket.write('{'), 20_000);
  socket.on('connect', () => {
    connected = true;
    tally.opened += 1;
    tally.open += 1;
    socket.write(head);
  });
  socket.on('data', (chunk: Buffer) => void (text += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => {
    clearInterval(drip);
    if (connected) tally.open -= 1;
    const refused = connected && text === '' && Date.now() - started < 20_000;
    if (text.startsWith('HTTP/1.1 408')) tally.answered408 += 1;
    else if (refused) tally.refused += 1;
    else tally.closedOther += 1;
    // Hammering a refusal gains the attacker nothing (a connect flood is the firewall's to stop), so
    // a refused one comes back after 5 s; one the deadline closed comes back after 1 s.
    setTimeout(() => attacker(port, localAddress, until), refused ? 5000 : 1000);
  });
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
}
const sockets = new Set<Socket>();

/** Opens `n` attackers spread over `addresses`, 250 at a time so the listen backlog keeps up. */
async function wave(port: number, n: number, addresses: string[], until: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    attacker(port, addresses[i % addresses.length]!, until);
    if (i % 250 === 249) await new Promise((r) => setTimeout(r, 50));
  }
}

/** The dribbler: a byte every 10 s; resolves with how long the server let it stay. */
function dribbler(port: number): Promise<{ seconds: number; got: string }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.3.1' });
    let start = 0;
    let got = '';
    const drip = setInterval(() => socket.write('{'), 10_000);
    socket.on('connect', () => void ((start = Date.now()), socket.write(head)));
    socket.on('data', (chunk: Buffer) => void (got += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ seconds: (Date.now() - start) / 1000, got: got.split('\r\n')[0] ?? '' });
    });
    sockets.add(socket);
  });
}

/**
 * The /api/health prober, in a process of its own so the thousands of attack sockets in this one do
 * not slow its clock: GET on a new connection from 127.0.0.2 every 200 ms, printing each latency in
 * ms (-1 when no answer came within 5 s).
 */
const prober = `
import { connect } from 'node:net';
const port = Number(process.argv[1]);
for (;;) {
  const start = performance.now();
  const ms = await new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' }, () => socket.write('GET /api/health HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n'));
    let text = '';
    const timer = setTimeout(() => (socket.destroy(), resolve(-1)), 5000);
    socket.on('data', (chunk) => void (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => (clearTimeout(timer), resolve(text.startsWith('HTTP/1.1 200') ? performance.now() - start : -1)));
  });
  console.log(ms.toFixed(1));
  await new Promise((r) => setTimeout(r, 200));
}`;

const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-slow-clients-'));
const port = await freePort();
const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
delete env.DATABASE_URL;
const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitUp(`http://127.0.0.1:${port}/api/health`, server);
  const pid = server.pid!;
  const idleFds = fds(pid);
  console.log(`slow-clients bench: node ${process.version}, 2 × ${perWave} slow-body connections for ${seconds} s (wave A from 127.0.1.1, wave B over 127.0.2.1-40), load ${loadAverage()}`);
  const limit = /Max open files\s+(\d+)/.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'))?.[1];
  console.log(`server fds at rest ${idleFds}, its limit ${limit} (this process holds one per open attack connection too, under the same limit)`);

  const until = Date.now() + seconds * 1000;
  const dribbled = dribbler(port);
  void wave(port, perWave, ['127.0.1.1'], until);
  void wave(port, perWave, Array.from({ length: 40 }, (_, i) => `127.0.2.${i + 1}`), until);

  const latencies: number[] = [];
  const probe = spawn(process.execPath, ['--input-type=module', '-e', prober, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  probe.stdout.on('data', (chunk: Buffer) => latencies.push(...chunk.toString().trim().split('\n').map(Number)));
  const worst = () => latencies.reduce((a, b) => Math.max(a, b), 0);
  const unanswered = () => latencies.filter((ms) => ms < 0).length;
  let maxFds = idleFds;
  let maxOpen = 0;
  let last = Date.now();
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250));
    maxFds = Math.max(maxFds, fds(pid));
    maxOpen = Math.max(maxOpen, tally.open);
    if (Date.now() - last >= 10_000) {
      last = Date.now();
      console.log(`  t+${Math.round(seconds - (until - Date.now()) / 1000)} s: server fds ${fds(pid)}, attack connections open ${tally.open}, /api/health worst so far ${worst().toFixed(0)} ms, unanswered ${unanswered()}`);
    }
  }
  probe.kill('SIGTERM');
  const drib = await Promise.race([dribbled, new Promise<null>((r) => setTimeout(() => r(null), 1000))]);
  const sorted = latencies.filter((ms) => ms >= 0).sort((a, b) => a - b);
  const p99 = sorted[Math.floor(0.99 * (sorted.length - 1))] ?? NaN;
  console.log(`/api/health from 127.0.0.2 during the attack: ${latencies.length} probes, p99 ${p99.toFixed(0)} ms, max ${worst().toFixed(0)} ms, unanswered within 5 s: ${unanswered()}`);
  console.log(`dribbler (a byte every 10 s): ${drib ? `closed after ${drib.seconds.toFixed(1)} s with "${drib.got}"` : `still open after ${seconds} s`}`);
  console.log(`server fds: at rest ${idleFds}, max during the attack ${maxFds}; attack connections open at once (client side) max ${maxOpen}`);
  console.log(`attack connections: ${tally.opened} accepted by TCP, ${tally.refused} refused without an answer (over the per-address cap), ${tally.answered408} closed with 408 at the deadline, ${tally.closedOther} closed otherwise`);
} finally {
  for (const socket of sockets) socket.destroy();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
