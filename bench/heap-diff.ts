// Where the heap grows over home <-> /Live round trips: heap snapshots (after a full GC) after the
// warm-up trips and after `trips` more, diffed by constructor; both snapshots are kept for DevTools.
// The first trips also warm the JIT (compiled code grows until the hot functions are optimised):
// a later window shows what grows per trip.
//   npm run build && npx tsx bench/heap-diff.ts [trips] [warm-up trips] [--member]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classCounts, grown, grownByType, takeSnapshot } from './heap-snapshot.ts';
import { roundTrips, tripPage } from './round-trip-page.ts';
import { loadAverage } from '../tests/harness/server-process.ts';

const [trips = 18, warm = 2] = process.argv.slice(2).filter((a) => /^\d+$/.test(a)).map(Number);
const out = mkdtempSync(join(tmpdir(), 'heap-diff-'));

const { page, base, close } = await tripPage('heap-diff');
try {
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
  await close();
}
