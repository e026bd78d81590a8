const mode = new URLSearchParams(location.search).get('mode') || 'main';
const autostart = new URLSearchParams(location.search).get('autostart') === '1';
const qs = new URLSearchParams(location.search);
const opts = { aa: qs.get('aa') !== '0', animMs: Number(qs.get('anim') ?? 3000), liveText: qs.get('text') !== '0' };
const R = (window.__R = { mode, stageStart: null, marks: [], events: [], handler: [], errors: [] });
const toPage = (absT) => absT - performance.timeOrigin;

new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    R.events.push({ name: e.name, target: e.target && e.target.id, interactionId: e.interactionId, startTime: e.startTime,
      duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true });

const btn = document.getElementById('btn');
let on = false;
btn.addEventListener('click', (e) => {
  on = !on;
  btn.textContent = on ? 'Clicked ON' : 'Clicked off';
  btn.style.background = on ? '#e33' : '#3a3';
  const rec = { t: e.timeStamp, handlerAt: performance.now() };
  R.handler.push(rec);
  requestAnimationFrame((ts) => { rec.raf = ts; setTimeout(() => (rec.afterRaf = performance.now()), 0); });
});

function mark(kind, data) { R.marks.push({ kind, ...data, tPage: data.t != null ? toPage(data.t) : performance.now() }); }

async function start() {
  if (R.stageStart != null) return;
  R.stageStart = performance.now();
  const canvas = document.getElementById('stage');
  if (mode === 'worker') {
    const off = canvas.transferControlToOffscreen();
    const w = new Worker('./worker.js', { type: 'module' });
    w.onmessage = (e) => { if (e.data.kind === 'error') R.errors.push(e.data.message); mark(e.data.kind, e.data); };
    w.onerror = (e) => R.errors.push('worker error ' + e.message);
    w.postMessage({ canvas: off, opts }, [off]);
  } else {
    const t = performance.now();
    const { runStage } = await import('./stage-core.js');
    mark('moduleEvaluated', { t: performance.timeOrigin + performance.now(), took: performance.now() - t });
    runStage(canvas, (kind, data) => mark(kind, data), opts).catch((err) => R.errors.push(String(err && err.stack || err)));
  }
}
document.getElementById('start').addEventListener('click', start);
if (autostart) addEventListener('load', () => setTimeout(start, 200));
