// Shared stage: init WebGL renderer, generate a 2048x2048 texture, animate 40 sprites + Text for 3 s.
// `post(kind, data)` reports marks; times are absolute epoch ms (timeOrigin + now) so main/worker agree.
import { Application, Sprite, Text, Texture, Rectangle } from 'pixi.js';

const abs = () => performance.timeOrigin + performance.now();

function makeBigCanvas() {
  const c = new OffscreenCanvas(2048, 2048);
  const g = c.getContext('2d');
  for (let i = 0; i < 16; i++) {
    const x = (i % 4) * 512, y = Math.floor(i / 4) * 512;
    const grad = g.createLinearGradient(x, y, x + 512, y + 512);
    grad.addColorStop(0, `hsl(${i * 22},80%,55%)`);
    grad.addColorStop(1, `hsl(${i * 22 + 120},70%,30%)`);
    g.fillStyle = grad;
    g.fillRect(x, y, 512, 512);
    const rg = g.createRadialGradient(x + 256, y + 256, 10, x + 256, y + 256, 240);
    rg.addColorStop(0, 'rgba(255,255,255,0.9)');
    rg.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = rg;
    g.beginPath(); g.arc(x + 256, y + 256, 240, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#000'; g.lineWidth = 8;
    for (let k = 0; k < 6; k++) { g.beginPath(); g.moveTo(x + k * 80, y); g.lineTo(x + 512 - k * 40, y + 512); g.stroke(); }
  }
  return c;
}

export async function runStage(canvas, post, opts = {}) {
  const aa = opts.aa ?? true, animMs = opts.animMs ?? 3000, liveText = opts.liveText ?? true;
  const t0 = abs();
  const app = new Application();
  await app.init({ canvas, width: 720, height: 400, preference: 'webgl', background: '#0c0f1d', antialias: aa, autoStart: false });
  post('initDone', { t: abs(), took: abs() - t0, renderer: app.renderer.name });
  const t1 = abs();
  const big = makeBigCanvas();
  const base = Texture.from(big);
  post('textureMade', { t: abs(), took: abs() - t1 });
  const sprites = [];
  for (let i = 0; i < 40; i++) {
    const frame = new Rectangle((i % 4) * 512, (Math.floor(i / 4) % 4) * 512, 512, 512);
    const tex = new Texture({ source: base.source, frame });
    const s = new Sprite(tex);
    s.anchor.set(0.5); s.scale.set(0.15 + (i % 5) * 0.03);
    s.x = 40 + (i % 10) * 70; s.y = 60 + Math.floor(i / 10) * 90;
    app.stage.addChild(s); sprites.push(s);
  }
  const text = new Text({ text: 'Stage 0', style: { fontFamily: 'sans-serif', fontSize: 36, fill: '#ffffff' } });
  text.x = 20; text.y = 350;
  app.stage.addChild(text);
  let first = true, frames = 0, start = 0;
  await new Promise((resolve) => {
    app.ticker.add(() => {
      const now = performance.now();
      if (first) start = now;
      const el = (now - start) / 1000;
      sprites.forEach((s, i) => { s.rotation = el * (1 + i * 0.05); s.y += Math.sin(el * 3 + i) * 0.5; });
      frames++; if (liveText) text.text = 'Stage ' + frames;
      if (first) {
        first = false;
        const tr = abs();
        app.render();              // first frame: shader links + 2048 upload happen here
        post('firstFrame', { t: abs(), renderTook: abs() - tr });
      }
      if (now - start > animMs) { app.ticker.stop(); resolve(); }
    });
    app.ticker.start();
  });
  post('done', { t: abs(), frames });
}
