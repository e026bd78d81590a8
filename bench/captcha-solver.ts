// The attacker's script for the slider captcha: how many puzzles a bot solves with nothing but the
// public API, against the real server over HTTP with no dev endpoint. A defence is only as good as the
// script that attacks it, so this is the figure to watch when the puzzle changes (README.md: the
// "Static files and security" paragraph for the guards that lean on the captcha, "Production
// checklist" for the dev endpoints an attacker does not have, the benchmark paragraph to run it). Today the piece carries the background's own pixels and the gap is
// those pixels darkened, so an exhaustive template match (bench/gap-match.ts) finds it; the target once
// the captcha is hardened is at most 5 % solved, next to a blind guess's rate printed beside it.
// Each puzzle: fetched as the lobby does (GET /api/auth/captcha), both PNG data URLs decoded
// (bench/png-decode.ts), the gap found by scoring every offset of the piece over the background, and
// the answer sent with a hand-shaped drag to POST /api/auth/check, the lobby's check: its "ok" is a
// solve. The server runs in its own process on a throw-away PGlite, DEV_ENDPOINTS unset, with
// CAPTCHAS_PER_MINUTE raised so one address may fetch them all.
// Usage: npm run bench:captcha-solver [-- N]   (default 1000 puzzles, and as many blind guesses)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captchaGeometry as g, type CaptchaReply, type CaptchaTrailPoint } from '../src/contracts/captcha-types';
import { findGap } from './gap-match';
import { decodePngDataUrl } from './png-decode';
import { freePort, loadAverage, stop, waitUp } from './server-process';

const n = Number(process.argv[2] ?? 1000);
const root = join(import.meta.dirname, '..');

/** A drag as a hand makes it: slow start, fast middle, slow end, wobbling in place and time, from the handle's rest to (x, y). */
function handTrail(x: number, y: number): CaptchaTrailPoint[] {
  const steps = 18 + Math.floor(Math.random() * 14);
  const duration = 600 + Math.floor(Math.random() * 600);
  const trail: CaptchaTrailPoint[] = [[0, 0, 0]];
  for (let i = 1; i < steps; i += 1) {
    const s = i / steps;
    const eased = 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
    const wobble = () => Math.round((Math.random() - 0.5) * 4 * (1 - s));
    const t = Math.max(trail[i - 1]![2] + 1, Math.round(duration * s + (Math.random() - 0.5) * 10));
    trail.push([Math.max(0, Math.round(x * eased) + wobble()), Math.round(y * eased) + wobble(), t]);
  }
  trail.push([x, y, Math.max(trail[trail.length - 1]![2] + 1, duration)]);
  return trail;
}

async function fetchPuzzle(base: string): Promise<CaptchaReply> {
  const res = await fetch(`${base}/auth/captcha`);
  if (!res.ok) throw new Error(`GET /auth/captcha: ${res.status} ${await res.text()}`);
  return (await res.json()) as CaptchaReply;
}

/** The lobby's check: true only on its "ok" (a wrong spot or a refused drag is a 422). */
async function check(base: string, key: string, x: number, y: number): Promise<boolean> {
  const res = await fetch(`${base}/auth/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, tn_r: x, tn_y: y, trail: handTrail(x, y) }),
  });
  return res.ok && (await res.json()) === 'ok';
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const pct = (k: number) => `${((100 * k) / n).toFixed(1)} %`;

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-captcha-solver-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Every request is 127.0.0.1: the per-address limit would refuse all but 30 puzzles a minute.
  CAPTCHAS_PER_MINUTE: '100000000',
};
// The attacker has no dev endpoint: the answers behind /api/dev/* must not be reachable.
delete env.DEV_ENDPOINTS;
const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], { env, stdio: ['ignore', 'ignore', 'inherit'] });

try {
  const base = `http://127.0.0.1:${port}/api`;
  await waitUp(`${base}/health`, api);
  const probe = await fetchPuzzle(base);
  if ((await fetch(`${base}/dev/captcha/${probe.key}`)).ok) throw new Error('dev endpoints are on: the attacker must not have the answers');

  let solved = 0;
  const solveMs: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const puzzle = await fetchPuzzle(base);
    const started = performance.now();
    const gap = findGap(decodePngDataUrl(puzzle.data), decodePngDataUrl(puzzle.piece));
    solveMs.push(performance.now() - started);
    // tn_y is how far the piece moves from where it starts (its top is `y`) to the gap's top.
    if (await check(base, puzzle.key, gap.x, gap.y - puzzle.y)) solved += 1;
  }

  // A blind guess over the same public geometry: any x of the gap's range, any top of its band.
  let guessed = 0;
  for (let i = 0; i < n; i += 1) {
    const puzzle = await fetchPuzzle(base);
    const x = g.minOffset + Math.floor(Math.random() * (g.maxOffset - g.minOffset + 1));
    const top = g.minTop + Math.floor(Math.random() * (g.maxTop - g.minTop + 1));
    if (await check(base, puzzle.key, x, top - puzzle.y)) guessed += 1;
  }

  console.log(`node ${process.version}, load average ${loadAverage()}, no dev endpoints, ${n} puzzles each`);
  console.log(`template match: ${solved} of ${n} solved (${pct(solved)}), median ${median(solveMs).toFixed(0)} ms to solve a puzzle (decode + match, fetch and check excluded)`);
  console.log(`blind guess:    ${guessed} of ${n} solved (${pct(guessed)}), uniform x in ${g.minOffset}–${g.maxOffset} and top in ${g.minTop}–${g.maxTop}, same kind of drag`);
  console.log('(without dev endpoints the true gap is unknown, so a miss is only a miss, not a distance)');
} finally {
  await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
