// Where an open live stream's memory goes on the server: a heap snapshot of the server process
// (node's --heapsnapshot-signal, taken after a full collection) before and after N streams open,
// diffed by constructor and shown per stream. The streams come from bench/live-clients.ts as in bench:live.
//   npx tsx bench/live-heap.ts [streams, 2000]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { fundMembers } from '../tests/harness/funded-members.ts';
import { classCounts, grown, grownByType, type ClassCounts } from './heap-snapshot.ts';
import { openStreams, release, spawnWithFds } from './live-process.ts';
import { freePort, stop, waitUp } from '../tests/harness/server-process.ts';

const STREAMS = Number(process.argv[2] ?? 2000);
const FDS = STREAMS + 256;
const root = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-live-heap-'));
const snapshots = join(dataDir, 'snapshots');
mkdirSync(snapshots);

/** Has the server write a heap snapshot and reads it once it is complete. */
async function snapshot(pid: number, n: number): Promise<ClassCounts> {
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const files = readdirSync(snapshots).filter((f) => f.endsWith('.heapsnapshot'));
    if (files.length < n) continue;
    const text = readFileSync(join(snapshots, files.sort()[n - 1]!), 'utf8');
    // Written in one go; a file that does not parse yet is still being written.
    try {
      return classCounts(text);
    } catch {
      continue;
    }
  }
}

const database = await openDatabase({ dataDir });
const members = await fundMembers(database, { count: STREAMS, centreCents: 100_000, providerCents: 100, prefix: 'heap' });
await database.close();
const files = { warm: join(dataDir, 'warm.json'), all: join(dataDir, 'members.json') };
writeFileSync(files.warm, JSON.stringify(members.slice(0, 200)));
writeFileSync(files.all, JSON.stringify(members));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawnWithFds(FDS, ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`, 'scripts/start.mjs'], {
  cwd: root,
  env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitUp(`${base}/api/health`, server, 600);
  await release((await openStreams(FDS, base, files.warm)).clients);
  const before = await snapshot(server.pid!, 1);
  const { clients } = await openStreams(FDS, base, files.all);
  await new Promise((r) => setTimeout(r, 2000));
  const after = await snapshot(server.pid!, 2);
  await release(clients);
  const kb = (bytes: number) => `${(bytes / STREAMS / 1024).toFixed(2)} kB`;
  const total = grownByType(before, after).reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`heap growth per stream (${STREAMS} streams, self sizes): ${kb(total)}`);
  for (const [type, bytes] of grownByType(before, after)) console.log(`  ${type.padEnd(20)} ${kb(bytes)}`);
  console.log('by constructor (per stream: objects, bytes):');
  for (const row of grown(before, after, 45)) console.log(`  ${(row.count / STREAMS).toFixed(2).padStart(7)}  ${kb(row.bytes).padStart(10)}  ${row.key}`);
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
