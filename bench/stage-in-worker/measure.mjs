// Would a Pixi stage in a Worker keep a click on the page under 100 ms while the stage is being made?
// (docs/performance.md, "Tried, not kept: the stage in a worker"). A bare page with a DOM button and a
// 720x400 stage that does what a lobby stage does (WebGL renderer, a 2048x2048 texture, 40 sprites and
// a Text animated for 3 s), made either on the main thread (`main`) or in a Worker on an OffscreenCanvas
// (`worker`). One fresh browser and page per mode, offset and run, on software WebGL: the stage is
// started by a CDP click on #start, and #btn is pressed and released through CDP (never awaited) at
// start + offset by the wall clock; each click's Event Timing is read back.
// Usage: node bench/stage-in-worker/measure.mjs [runs=3] [offsets=50,150,300,500,800,1200,2000] [modes=main,worker]
//   env SETTLE (ms after load before the start, default 2500: about 1 s after a navigation Chromium tears
//   down the old page's compositor, blocking the main thread on the GPU process, which is not the stage's
//   doing), QS ('&anim=0' makes the stage only; '&aa=0&text=0' without antialiasing and live text), OUT.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle } from './build.mjs';
import { serve } from './server.mjs';
const ARGS = ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--use-angle=swiftshader','--enable-unsafe-swiftshader'];
const RUNS = Number(process.argv[2] || 3);
const OFFSETS = (process.argv[3] || '50,150,300,500,800,1200,2000').split(',').map(Number);
const MODES = (process.argv[4] || 'main,worker').split(',');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
await bundle();
const srv = await serve();
const base = `http://127.0.0.1:${srv.address().port}/`;

async function center(page, sel) { const b = await page.locator(sel).boundingBox(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; }
function click(cdp, p) {
  // fire both without awaiting: the script never waits on the page
  const a = cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: p.x, y: p.y, button: 'left', clickCount: 1 });
  const b = cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: p.x, y: p.y, button: 'left', clickCount: 1 });
  return Promise.all([a, b]);
}

async function one(mode, offset) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(base + '?mode=' + mode + (process.env.QS || ''), { waitUntil: 'load' });
    const cdp = await page.context().newCDPSession(page);
    const pStart = await center(page, '#start'), pBtn = await center(page, '#btn');
    await sleep(Number(process.env.SETTLE || 2500));
    const pend = [];
    const t0 = performance.now();
    if (offset >= 0) pend.push(click(cdp, pStart));
    while (performance.now() - t0 < Math.max(0, offset) - 2) await sleep(1);
    // The last millisecond spun, so that the press leaves on time.
    while (performance.now() - t0 < Math.max(0, offset)) continue;
    pend.push(click(cdp, pBtn));
    await Promise.all(pend);
    await sleep(1500);
    await page.waitForFunction(() => window.__R.stageStart == null || window.__R.marks.some((m) => m.kind === 'done') || window.__R.errors.length, null, { timeout: 20000 }).catch(() => {});
    await sleep(300);
    const R = await page.evaluate(() => window.__R);
    return analyse(R, mode, offset);
  } finally { await browser.close(); }
}

function analyse(R, mode, offset) {
  const ev = R.events.filter((e) => e.target === 'btn' && e.interactionId);
  const h = R.handler[0];
  const s0 = R.stageStart ?? 0;
  const mk = Object.fromEntries(R.marks.map((m) => [m.kind, +(m.tPage - s0).toFixed(0)]));
  const out = { mode, offset, errors: R.errors, marks: mk, clicks: R.handler.length };
  if (!h) { out.missing = true; return out; }
  out.actualOffset = +(h.t - s0).toFixed(0);
  out.handlerRafLatency = h.raf != null ? +(h.raf - h.t).toFixed(0) : null;
  if (ev.length) {
    const worst = ev.reduce((a, b) => (b.duration > a.duration ? b : a));
    const first = ev.reduce((a, b) => (b.startTime < a.startTime ? b : a));
    out.duration = worst.duration;
    out.inputDelay = +(first.processingStart - first.startTime).toFixed(1);
    out.presentation = +(worst.startTime + worst.duration - worst.processingEnd).toFixed(1);
    out.processing = +(worst.processingEnd - worst.processingStart).toFixed(1);
    out.entries = ev.map((e) => `${e.name}:${e.duration}`).join(' ');
  } else {
    out.duration = '<16'; out.inputDelay = null; // below the observer threshold
  }
  return out;
}

const results = [];
for (let r = 0; r < RUNS; r++) for (const offset of OFFSETS) for (const mode of MODES) {
  const res = await one(mode, offset);
  res.run = r; results.push(res);
  console.error(JSON.stringify(res));
  writeFileSync(process.env.OUT || join(tmpdir(), 'stage-in-worker-results.json'), JSON.stringify(results, null, 1));
}
srv.close();

const num = (d) => (d === '<16' ? 15 : d);
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
console.log('mode    offset  actual(ms)      dur worst/median  inDelay worst/median  present(worst run)  firstFrame(ms after start)');
for (const mode of MODES) for (const offset of OFFSETS) {
  const rs = results.filter((x) => x.mode === mode && x.offset === offset && !x.missing);
  const d = rs.map((x) => num(x.duration)), idl = rs.map((x) => x.inputDelay ?? 0);
  const w = rs.reduce((a, b) => (num(b.duration) > num(a.duration) ? b : a), rs[0]);
  const fmt = (v) => (v === 15 ? '<16' : String(v));
  console.log([mode.padEnd(7), String(offset).padStart(5), rs.map((x) => x.actualOffset).join('/').padEnd(16),
    `${fmt(Math.max(...d))}/${fmt(med(d))}`.padEnd(20), `${Math.max(...idl).toFixed(0)}/${med(idl).toFixed(0)}`.padEnd(20),
    String(w?.presentation ?? '-').padEnd(18), rs.map((x) => x.marks.firstFrame).join('/')].join('  '));
}
