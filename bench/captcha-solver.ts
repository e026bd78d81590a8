// The attacker's script for the slider captcha: how many puzzles a bot solves with nothing but the
// public API, against the real server over HTTP with no dev endpoint. A defence is only as good as the
// script that attacks it, so this is the figure to watch when the puzzle changes (README.md: the
// "Static files and security" paragraph for the guards that lean on the captcha, "Production
// checklist" for the dev endpoints an attacker does not have, the benchmark paragraph to run it).
// Each puzzle: fetched as the lobby does (GET /api/auth/captcha), both PNG data URLs decoded
// (bench/png-decode.ts), the gap looked for by one of several template matchers (bench/gap-match.ts:
// colours, texture, outline, silhouette), and its x sent with a hand-shaped drag to POST
// /api/auth/check, the lobby's check: its "ok" is a solve. A key is spent by its one check, so the
// matchers take turns: each gets N puzzles of its own. The target is at most 5 % solved for every
// matcher, printed next to a blind guess's share. The server runs in its own process on a throw-away
// PGlite, DEV_ENDPOINTS unset, with CAPTCHAS_PER_MINUTE raised so one address may fetch them all.
// Usage: npm run bench:captcha-solver [-- N] [-- --top=reply]   (default 1,000 puzzles per matcher)
//   --top=reply  search only the row the reply's `y` names (the gap's top, once the server says so);
//                without it every top of the gap's band is searched.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captchaGeometry as g, type CaptchaReply, type CaptchaTrailPoint } from '../src/contracts/captcha-types';
import { matchers, type SearchArea } from './gap-match';
import { decodePngDataUrl } from './png-decode';
import { freePort, loadAverage, stop, waitUp } from './server-process';

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const topFromReply = args.includes('--top=reply');
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

/**
 * What the lobby sends to POST /auth/check for an answer at handle position `x`. `dy` is the vertical
 * shift the matcher found (the gap's top less the reply's `y`): the check of the server this was
 * written against still reads it as `tn_y`; the redesigned check reads x only and drops it. A step
 * the check adds (a proof of work) is added here.
 */
function buildCheckBody(puzzle: CaptchaReply, x: number, dy: number): Record<string, unknown> {
  return { key: puzzle.key, tn_r: x, tn_y: dy, trail: handTrail(x, dy) };
}

/** The lobby's check: true only on its "ok" (a wrong spot or a refused drag is a 422). */
async function check(base: string, body: Record<string, unknown>): Promise<boolean> {
  const res = await fetch(`${base}/auth/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.ok && (await res.json()) === 'ok';
}

/** Where the gap's box may be: any x the slider reaches, and the reply's row or the whole band of tops. */
const searchArea = (puzzle: CaptchaReply): SearchArea =>
  topFromReply ? { x0: g.minOffset, x1: g.maxOffset, y0: puzzle.y, y1: puzzle.y } : { x0: g.minOffset, x1: g.maxOffset, y0: g.minTop, y1: g.maxTop };

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

  const names = Object.keys(matchers);
  const solved = new Map(names.map((name) => [name, 0]));
  const solveMs = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let i = 0; i < n * names.length; i += 1) {
    const name = names[i % names.length]!;
    const puzzle = await fetchPuzzle(base);
    const started = performance.now();
    const gap = matchers[name]!(decodePngDataUrl(puzzle.data), decodePngDataUrl(puzzle.piece), searchArea(puzzle));
    solveMs.get(name)!.push(performance.now() - started);
    if (await check(base, buildCheckBody(puzzle, gap.x, gap.y - puzzle.y))) solved.set(name, solved.get(name)! + 1);
  }

  // A blind guess over the same public geometry: any x the slider reaches (and, while the check still
  // reads a vertical shift, none: the piece left at the reply's height).
  let guessed = 0;
  for (let i = 0; i < n; i += 1) {
    const puzzle = await fetchPuzzle(base);
    const x = g.minOffset + Math.floor(Math.random() * (g.maxOffset - g.minOffset + 1));
    if (await check(base, buildCheckBody(puzzle, x, 0))) guessed += 1;
  }

  console.log(`node ${process.version}, load average ${loadAverage()}, no dev endpoints, ${n} puzzles per matcher`);
  console.log(`searched: x ${g.minOffset}–${g.maxOffset}, ${topFromReply ? "the reply's row only" : `every top ${g.minTop}–${g.maxTop}`}`);
  for (const name of names) {
    const k = solved.get(name)!;
    console.log(`${name.padEnd(24)} ${String(k).padStart(5)} of ${n} solved (${pct(k).padStart(7)}), median ${median(solveMs.get(name)!).toFixed(0).padStart(4)} ms to solve (decode + match)`);
  }
  console.log(`${'blind guess'.padEnd(24)} ${String(guessed).padStart(5)} of ${n} solved (${pct(guessed).padStart(7)}), uniform x in ${g.minOffset}–${g.maxOffset}, same kind of drag`);
  console.log('(without dev endpoints the true gap is unknown, so a miss is only a miss, not a distance)');
} finally {
  await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
