// The attacker's script for the slider captcha: how many puzzles a bot solves with nothing but the
// public API, against the real server over HTTP with no dev endpoint. A defence is only as good as the
// script that attacks it, so this is the figure to watch when the puzzle changes (README.md: the
// "Static files and security" paragraph for the guards that lean on the captcha, "Production
// checklist" for the dev endpoints an attacker does not have, the benchmark paragraph to run it).
// Each puzzle: fetched as the lobby does (GET /api/auth/captcha), both PNG data URLs decoded
// (tests/harness/png-decode.ts), the gap looked for by one of several template matchers (tests/harness/gap-match.ts:
// colours, texture, outline, silhouette), and its x sent with a hand-shaped drag to POST
// /api/auth/check, the lobby's check: its "ok" is a solve. A key is spent by its one check, so the
// matchers take turns: each gets N puzzles of its own. The target is at most 5 % solved for every
// matcher, printed next to a blind guess's share. The server runs in its own process on a throw-away
// PGlite, DEV_ENDPOINTS unset, with CAPTCHAS_PER_MINUTE raised so one address may fetch them all.
// Every check carries the proof-of-work the server asks for, solved as a script would (altcha-lib's
// `solveChallenge` with Node's PBKDF2): at the real cost that is a second or two of CPU per try, too
// slow for thousands of tries, so the share-solved part runs its server at CAPTCHA_POW_COST=1 and
// a second, short part measures what one try really costs against a server at the default cost.
// Usage: npm run bench:captcha-solver [-- N] [-- --top=reply]   (default 1,000 puzzles per matcher)
//   --top=reply  search only the row the reply's `y` names (the gap's top, once the server says so);
//                without it every top of the gap's band is searched.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaGeometry as g, captchaPow, type CaptchaTrailPoint } from '../domain/contracts/captcha-types';
import type { CaptchaPowSolution } from '../domain/contracts/captcha';
import type { CaptchaReply } from '../domain/contracts/replies/accounts';
import { matchers, type SearchArea } from '../tests/harness/gap-match';
import { decodePngDataUrl } from '../tests/harness/png-decode';
import { freePort, loadAverage, stop, waitUp } from '../tests/harness/server-process';

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const topFromReply = args.includes('--top=reply');
/** Puzzles of the real-cost part: each is a second or two of CPU. */
const realCostPuzzles = 20;
/** Tries in flight at once: one's proof-of-work waits on Node's thread pool while another's match runs. */
const lanes = 2;
const root = join(import.meta.dirname, '..');

/** A drag as a hand makes it: slow start, fast middle, slow end, wobbling in place and time, from the handle's rest to x. */
function handTrail(x: number): CaptchaTrailPoint[] {
  const steps = 18 + Math.floor(Math.random() * 14);
  const duration = 600 + Math.floor(Math.random() * 600);
  const trail: CaptchaTrailPoint[] = [[0, 0, 0]];
  for (let i = 1; i < steps; i += 1) {
    const s = i / steps;
    const eased = 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
    const wobble = () => Math.round((Math.random() - 0.5) * 4 * (1 - s));
    const t = Math.max(trail[i - 1]![2] + 1, Math.round(duration * s + (Math.random() - 0.5) * 10));
    // The pointer's y only wobbles: the piece moves across, a hand never holds quite still.
    trail.push([Math.max(0, Math.round(x * eased) + wobble()), wobble(), t]);
  }
  trail.push([x, wobble0(), Math.max(trail[trail.length - 1]![2] + 1, duration)]);
  return trail;
}

const wobble0 = (): number => Math.round((Math.random() - 0.5) * 2);

/** The puzzle's proof-of-work solved as a script would: every counter from 0 up, Node's PBKDF2. */
async function solvePow(puzzle: CaptchaReply): Promise<CaptchaPowSolution> {
  const found = await solveChallenge({ challenge: puzzle.pow, deriveKey });
  if (!found) throw new Error('the proof-of-work found no solution');
  return { counter: found.counter, derivedKey: found.derivedKey };
}

async function fetchPuzzle(base: string): Promise<CaptchaReply> {
  const res = await fetch(`${base}/auth/captcha`);
  if (!res.ok) throw new Error(`GET /auth/captcha: ${res.status} ${await res.text()}`);
  return (await res.json()) as CaptchaReply;
}

/** What the lobby sends to POST /auth/check for an answer at handle position `x`: across only, with the drag and the proof-of-work. */
function buildCheckBody(puzzle: CaptchaReply, x: number, pow: CaptchaPowSolution): Record<string, unknown> {
  return { key: puzzle.key, tn_r: x, trail: handTrail(x), pow };
}

/** The lobby's check: null on its "ok", else the refusal's code (a wrong spot, a refused drag, a refused proof-of-work). */
async function check(base: string, body: Record<string, unknown>): Promise<string | null> {
  const res = await fetch(`${base}/auth/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as unknown;
  if (res.ok && reply === 'ok') return null;
  const code = (reply as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : `HTTP ${res.status}`;
}

/** Where the gap's box may be: any x the slider reaches, and the reply's row or the whole band of tops. */
const searchArea = (puzzle: CaptchaReply): SearchArea =>
  topFromReply ? { x0: g.minOffset, x1: g.maxOffset, y0: puzzle.y, y1: puzzle.y } : { x0: g.minOffset, x1: g.maxOffset, y0: g.minTop, y1: g.maxTop };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const pct = (k: number, of = n) => `${((100 * k) / of).toFixed(1)} %`;
const p95 = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/** A server of its own on a throw-away PGlite, no dev endpoints, at the given proof-of-work cost (default: the real one). */
async function withServer<T>(powCost: number | undefined, run: (base: string) => Promise<T>): Promise<T> {
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
  if (powCost === undefined) delete env.CAPTCHA_POW_COST;
  else env.CAPTCHA_POW_COST = String(powCost);
  // The attacker has no dev endpoint: the answers behind /api/dev/* must not be reachable.
  delete env.DEV_ENDPOINTS;
  const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const base = `http://127.0.0.1:${port}/api`;
    await waitUp(`${base}/health`, api);
    const probe = await fetchPuzzle(base);
    if ((await fetch(`${base}/dev/captcha/${probe.key}`)).ok) throw new Error('dev endpoints are on: the attacker must not have the answers');
    return await run(base);
  } finally {
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `task(i)` for i = 0 … count − 1, `lanes` at a time. */
async function inLanes(count: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

// What one scripted try really costs: the proof-of-work of a server at the default cost, solved in
// Node. CPU time, not wall time: Node's PBKDF2 runs on its thread pool, and a busy machine
// stretches the wall clock. Each solution is then sent with a blind x, and must be refused for the
// offset, not for the proof-of-work.
const real = await withServer(undefined, async (base) => {
  const cpuSeconds: number[] = [];
  const counters: number[] = [];
  const refusals = new Map<string, number>();
  for (let i = 0; i < realCostPuzzles; i += 1) {
    const puzzle = await fetchPuzzle(base);
    const cpu = process.cpuUsage();
    const pow = await solvePow(puzzle);
    const used = process.cpuUsage(cpu);
    cpuSeconds.push((used.user + used.system) / 1e6);
    counters.push(pow.counter);
    const code = await check(base, buildCheckBody(puzzle, g.minOffset + Math.floor(Math.random() * (g.maxOffset - g.minOffset + 1)), pow));
    refusals.set(code ?? 'ok', (refusals.get(code ?? 'ok') ?? 0) + 1);
  }
  if (refusals.has('captcha_pow')) throw new Error(`a solved proof-of-work was refused: ${JSON.stringify([...refusals])}`);
  return { cpuSeconds, counters, refusals };
});

// The share solved, at CAPTCHA_POW_COST=1: the same checks in the same order, the proof-of-work a
// few ms instead of a second or two of CPU (its real cost is the part above).
const attack = await withServer(1, async (base) => {
  const names = Object.keys(matchers);
  const solved = new Map(names.map((name) => [name, 0]));
  const solveMs = new Map<string, number[]>(names.map((name) => [name, []]));
  const refusals = new Map<string, number>();
  const began = performance.now();
  const tally = (code: string | null) => refusals.set(code ?? 'ok', (refusals.get(code ?? 'ok') ?? 0) + 1);
  await inLanes(n * names.length, async (i) => {
    const name = names[i % names.length]!;
    const puzzle = await fetchPuzzle(base);
    const pow = await solvePow(puzzle);
    const started = performance.now();
    const gap = matchers[name]!(decodePngDataUrl(puzzle.data), decodePngDataUrl(puzzle.piece), searchArea(puzzle));
    solveMs.get(name)!.push(performance.now() - started);
    const code = await check(base, buildCheckBody(puzzle, gap.x, pow));
    tally(code);
    if (code === null) solved.set(name, solved.get(name)! + 1);
    if ((i + 1) % 500 === 0) process.stderr.write(`${i + 1} of ${n * names.length} tries, ${((performance.now() - began) / 1000).toFixed(0)} s\n`);
  });

  // A blind guess over the same public geometry: any x the slider reaches.
  let guessed = 0;
  await inLanes(n, async () => {
    const puzzle = await fetchPuzzle(base);
    const x = g.minOffset + Math.floor(Math.random() * (g.maxOffset - g.minOffset + 1));
    const code = await check(base, buildCheckBody(puzzle, x, await solvePow(puzzle)));
    tally(code);
    if (code === null) guessed += 1;
  });
  return { names, solved, solveMs, guessed, refusals };
});

console.log(`node ${process.version}, load average ${loadAverage()}, no dev endpoints, ${n} puzzles per matcher, ${lanes} tries in flight`);
console.log(`searched: x ${g.minOffset}–${g.maxOffset}, ${topFromReply ? "the reply's row only" : `every top ${g.minTop}–${g.maxTop}`}`);
console.log('share solved: the server at CAPTCHA_POW_COST=1 (each check carries a solved proof-of-work, at next to no cost; its real cost is below)');
for (const name of attack.names) {
  const k = attack.solved.get(name)!;
  console.log(`${name.padEnd(24)} ${String(k).padStart(5)} of ${n} solved (${pct(k).padStart(7)}), median ${median(attack.solveMs.get(name)!).toFixed(0).padStart(4)} ms to solve (decode + match)`);
}
console.log(`${'blind guess'.padEnd(24)} ${String(attack.guessed).padStart(5)} of ${n} solved (${pct(attack.guessed).padStart(7)}), uniform x in ${g.minOffset}–${g.maxOffset}, same kind of drag`);
console.log(`the server's answers to all ${(attack.names.length + 1) * n} checks: ${[...attack.refusals].map(([code, k]) => `${code} ${k}`).join(', ')}`);
console.log('(without dev endpoints the true gap is unknown, so a miss is only a miss, not a distance)');
console.log(
  `proof-of-work at the real cost (${captchaPow.cost} PBKDF2 iterations a counter, counters ${captchaPow.counterMin}–${captchaPow.counterMax}), ${realCostPuzzles} puzzles solved in Node: ` +
    `median ${median(real.cpuSeconds).toFixed(2)} s, p95 ${p95(real.cpuSeconds).toFixed(2)} s of CPU per try (counters found ${Math.min(...real.counters)}–${Math.max(...real.counters)}); ` +
    `sent with a blind x: ${[...real.refusals].map(([code, k]) => `${code} ${k}`).join(', ')}`,
);
