// Where the heap grows over home <-> /Live round trips: heap snapshots (after a full GC) after the
// warm-up trips and after `trips` more, diffed by constructor; both snapshots are kept for DevTools.
// The first trips also warm the JIT (compiled code grows until the hot functions are optimised):
// a later window shows what grows per trip.
//   npm run build && npx tsx bench/heap-diff.ts [trips] [warm-up trips] [--member]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classCounts, grown, grownByType, takeSnapshot } from './heap-snapshot.ts';
import { prepareMember, roundTrips, signIn } from './round-trip-page.ts';
import { freePort, loadAverage, waitUp } from './server-process.ts';

const [trips = 18, warm = 2] = process.argv.slice(2).filter((a) => /^\d+$/.test(a)).map(Number);
const root = join(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'heap-diff-'));
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

const dataDir = mkdtempSync(join(tmpdir(), 'bench-heap-diff-'));
// `--member`: the trips signed in (member queries, header balance), else as a visitor.
const session = process.argv.includes('--member') ? await prepareMember(dataDir) : null;
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/health`, server);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  if (session) await signIn(page, session);
  await page.goto(`${base}/#/`);
  const trip = roundTrips(page);
  await trip(warm);
  const cdp = await page.context().newCDPSession(page);
  const first = await takeSnapshot(cdp);
  writeFileSync(join(out, 'first.heapsnapshot'), first);
  await trip(trips);
  const second = await takeSnapshot(cdp);
  writeFileSync(join(out, 'second.heapsnapshot'), second);
  await cdp.detach();
  const [a, b] = [classCounts(first), classCounts(second)];
  console.log(`heap growth over ${trips} home <-> /Live trips (after ${warm}), load ${loadAverage()}; snapshots in ${out}`);
  console.log(`by type: ${grownByType(a, b).filter(([, bytes]) => bytes !== 0).map(([type, bytes]) => `${type} ${(bytes / 1024).toFixed(1)} kB`).join(', ')}`);
  console.log('by constructor (type:name), kB and count:');
  const diff = grown(a, b);
  for (const r of diff) console.log(`${(r.bytes / 1024).toFixed(1).padStart(9)} kB ${String(r.count).padStart(7)}  ${r.key}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
