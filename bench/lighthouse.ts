// Lighthouse 12, desktop preset, on the home page (docs/performance.md: performance and best practices
// budgets), N runs in a row, each in a fresh Chromium profile. Lighthouse is not a dependency of the
// project: the bench runs it with `npx --yes lighthouse@12` (fetched from the npm registry into npm's
// own cache on first use, never into node_modules or package.json). Builds nothing itself: it serves dist/
// from `npm run build` (or LOBBY_DIST; scripts/start.mjs rebuilds one older than its sources) on a free port, with Debian's
// Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
// Desktop's scores come from simulated timings (Lantern) built on the CPU time the trace observed, so
// a busy machine reads low: first it runs Lighthouse once on a bare node:http page (a title and a
// line of text) as the floor of this machine in this run, and prints each metric beside it.
// Usage: npm run bench:lighthouse [-- --runs 3] [--keep /tmp/lh]  (keeps each run's JSON report there)
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, loadAverage, startLobby, stop } from '../tests/harness/server-process';
import { lostPoints, summarise, type Report, type Summary } from './lighthouse-report';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(flag('runs') ?? 3);
const keep = flag('keep');
// Lighthouse refuses an output path in a folder that does not exist yet.
if (keep) mkdirSync(keep, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const run = promisify(execFile);

/** One Lighthouse run on `url` in a fresh profile; the parsed JSON report. */
async function lighthouse(url: string, name: string): Promise<Report> {
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-profile-'));
  const out = join(dir, `${name}.json`);
  try {
    await run(
      'npx',
      ['--yes', 'lighthouse@12', url, '--preset=desktop', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-path=${chromium}`,
        // chrome-launcher makes a profile of its own too; Chromium takes the last --user-data-dir.
        `--chrome-flags=${[...chromeFlags, `--user-data-dir=${profile}`].join(' ')}`],
      { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as Report;
  } finally {
    rmSync(profile, { recursive: true, force: true });
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n: number | undefined) => (n === undefined ? '-' : `${Math.round(n)}`);
function printRun(label: string, s: Summary, floor: Summary | null): void {
  const score = (n: number | null | undefined) => (n === null || n === undefined ? '-' : String(Math.round(n * 100)));
  console.log(`${label}: performance ${score(s.scores.performance)}, accessibility ${score(s.scores.accessibility)}, best practices ${score(s.scores['best-practices'])}, SEO ${score(s.scores.seo)} (benchmarkIndex ${s.benchmarkIndex ?? '-'})`);
  const metric = (id: string, unit: string) => {
    const m = s.metrics[id];
    const bare = floor?.metrics[id];
    const shown = (v: number | undefined) => (unit === '' ? (v ?? 0).toFixed(3) : ms(v));
    return `${s.metricNames[id] ?? id} ${shown(m?.value)}${unit} (score ${m ? m.score.toFixed(2) : '-'}${bare ? `, bare page ${shown(bare.value)}${unit}` : ''})`;
  };
  console.log(`  ${['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'].map((id) => metric(id, ' ms')).join('; ')}; ${metric('cumulative-layout-shift', '')}`);
  const lost = lostPoints(s).filter((l) => l.points >= 0.05);
  if (lost.length) console.log(`  performance points lost: ${lost.map((l) => `${l.id} ${l.points.toFixed(1)}`).join(', ')}`);
  if (s.lcpElement) console.log(`  LCP element: ${s.lcpElement}`);
  if (s.longTasks.length) console.log(`  main-thread time by script (ms): ${s.longTasks.join(', ')}`);
  for (const f of s.failing) console.log(`  failing ${f.category}: ${f.id} (${f.title})${f.detail ? `: ${f.detail}` : ''}`);
  if (s.warnings.length) console.log(`  Lighthouse warnings: ${s.warnings.join(' | ')}`);
}

const bareBody = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>bare</title><link rel="icon" href="data:,"></head><body><h1>A bare page</h1><p>The floor of this machine in this run.</p></body></html>';
// Only `/`: anything else (robots.txt …) is a 404, as on a real site that has none.
const bare = createServer((req, res) =>
  req.url === '/' ? res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bareBody) : res.writeHead(404).end(),
);
const barePort = await freePort();
await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-data-'));
const { base, server } = await startLobby(dataDir);
try {
  console.log(`Lighthouse 12 desktop preset, ${chromium}, ${runs} runs on ${base}/, load average ${loadAverage()}`);
  const floor = summarise(await lighthouse(`http://127.0.0.1:${barePort}/`, 'bare'));
  printRun('bare node:http page (floor)', floor, null);
  for (let i = 1; i <= runs; i += 1) printRun(`run ${i}`, summarise(await lighthouse(`${base}/`, `home-${i}`)), floor);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await stop(server);
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
