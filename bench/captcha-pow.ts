// What the captcha's proof of work costs a player: the built lobby's own worker (dist/js/pow-worker-*.js,
// the file the captcha dialog starts) solving real challenges in Debian's Chromium, against the real
// server (scripts/start.mjs on a throw-away database). Each solve is timed in the page from the
// worker's creation to its answer, as the dialog sees it, one at a time as a player meets them.
// Slider challenges should take about 1 s at the median and plain (non-visual) ones about 5 s; the
// difficulty is `captchaPow` in domain/contracts/captcha-types.ts (README.md, the "Captcha:" paragraph).
// Every solution is compared with the dev endpoint's answer, so a wrong worker cannot look fast.
// Usage: npm run bench:captcha-pow [-- sliders plains]   (default 40 and 10; run `npm run build` first)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captchaPow } from '../domain/contracts/captcha-types';
import type { CaptchaPowChallenge } from '../domain/contracts/replies/accounts';
import { launchChromium } from './member-browser';
import { loadAverage, startLobby, stop } from '../tests/harness/server-process';

const sliders = Math.max(40, Number(process.argv[2] ?? 40));
const plains = Math.max(10, Number(process.argv[3] ?? 10));
const dist = process.env.LOBBY_DIST ?? join(import.meta.dirname, '..', 'dist');
const workerFile = readdirSync(join(dist, 'js')).find((f) => /^pow-worker-.*\.js$/.test(f));
if (!workerFile) throw new Error(`no js/pow-worker-*.js in ${dist}: run npm run build first`);

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

const dataDir = mkdtempSync(join(tmpdir(), 'bench-captcha-pow-'));
// The dev endpoint gives each key's expected counter; one address asks for every key.
Object.assign(process.env, { DEV_ENDPOINTS: '1', CAPTCHAS_PER_MINUTE: '100000', CAPTCHA_PLAIN_PER_HOUR: '100000' });
const { base, server } = await startLobby(dataDir);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${base}/#/Promotion`);
  const solveInPage = (challenge: CaptchaPowChallenge) =>
    page.evaluate(
      async ({ url, challenge }) => {
        const started = performance.now();
        const worker = new Worker(url, { type: 'module' });
        const reply = await new Promise<{ ok: boolean; solution?: { counter: number; derivedKey: string }; error?: string }>((resolve) => {
          worker.onmessage = (e) => resolve(e.data);
          worker.onerror = (e) => resolve({ ok: false, error: e.message });
          worker.postMessage({ challenge });
        });
        worker.terminate();
        return { ms: performance.now() - started, reply };
      },
      { url: `/js/${workerFile}`, challenge },
    );

  const run = async (kind: 'slider' | 'plain', count: number) => {
    const times: number[] = [];
    const perDerivation: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = kind === 'slider' ? await fetch(`${base}/api/auth/captcha`) : await fetch(`${base}/api/auth/captcha/plain`, { method: 'POST' });
      if (!res.ok) throw new Error(`${kind} key: ${res.status} ${await res.text()}`);
      const { key, pow } = (await res.json()) as { key: string; pow: CaptchaPowChallenge };
      const { ms, reply } = await solveInPage(pow);
      if (!reply.ok || !reply.solution) throw new Error(`${kind} ${i}: the worker failed: ${reply.error}`);
      const expected = (await (await fetch(`${base}/api/dev/captcha/${key}`)).json()) as { pow: { counter: number; derivedKey: string } };
      if (reply.solution.counter !== expected.pow.counter || reply.solution.derivedKey !== expected.pow.derivedKey) {
        throw new Error(`${kind} ${i}: the worker's solution differs from the server's`);
      }
      times.push(ms);
      perDerivation.push(ms / (reply.solution.counter + 1));
    }
    return { times, perDerivation };
  };

  const slider = await run('slider', sliders);
  const plain = await run('plain', plains);
  const version = browser.version();
  const line = (name: string, r: { times: number[] }, target: number) =>
    `${name}: median ${quantile(r.times, 0.5).toFixed(0)} ms, p95 ${quantile(r.times, 0.95).toFixed(0)} ms over ${r.times.length} (target ~${target} ms)`;
  console.log(`Chromium ${version}, load average ${loadAverage()}, PBKDF2/SHA-256 cost ${captchaPow.cost}`);
  console.log(line(`slider (counter ${captchaPow.counterMin}–${captchaPow.counterMax})`, slider, 1000));
  console.log(line(`plain  (counter ${captchaPow.plainCounterMin}–${captchaPow.plainCounterMax})`, plain, 5000));
  // What would hit the targets at this machine's speed: the median counter is the range's middle.
  const ms = quantile([...slider.perDerivation, ...plain.perDerivation], 0.5);
  const range = (targetMs: number) => {
    const mid = targetMs / ms;
    return `${Math.round(mid * (2 / 3))}–${Math.round(mid * (4 / 3))}`;
  };
  console.log(`one derivation ≈ ${ms.toFixed(3)} ms here; for ~1 s / ~5 s at this cost the ranges would be ${range(1000)} and ${range(5000)}`);
} finally {
  await browser.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
