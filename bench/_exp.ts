import { chromium } from '@playwright/test';
const base = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
const raf = (ms: number) => `new Promise((resolve) => { const d = []; let last = -1, end = 0; const step = (now) => { if (last >= 0) d.push(now - last); else end = now + ${ms}; last = now; if (now < end) requestAnimationFrame(step); else resolve(d); }; requestAnimationFrame(step); })`;
await page.goto(`${base}/#/`);
await page.getByTestId('game-showcase').scrollIntoViewIfNeeded();
await page.locator('[data-testid=showcase-stage][data-phase=ready]').waitFor({ timeout: 60_000 });
await page.waitForTimeout(3000);
const conds: Record<string, string> = {
  full: '',
  alone: '#root > header, #root > footer, main > :not([data-testid=game-showcase]) { visibility: hidden !important; animation: none !important; }',
  fullNoBackdropLayer: '[class*=backdrop] { transform: none !important; }',
  fullNoBackdrop: '[class*=backdrop] { display: none !important; }',
  fullNoRays: '[class*=backdrop] { --rays: transparent !important; }',
};
const res: Record<string, number[]> = {};
for (let round = 0; round < 3; round++) for (const [name, css] of Object.entries(conds)) {
  await page.evaluate(() => document.querySelectorAll('style[data-exp]').forEach((s) => s.remove()));
  if (css) await page.evaluate((c) => { const s = document.createElement('style'); s.dataset.exp = '1'; s.textContent = c; document.head.appendChild(s); }, css);
  await page.waitForTimeout(600);
  (res[name] ??= []).push(...await page.evaluate<number[]>(raf(4000)));
}
for (const [k, d] of Object.entries(res)) { const s = [...d].sort((a, b) => a - b); console.log(k.padEnd(22), `n=${s.length} median ${s[Math.floor(s.length/2)]!.toFixed(1)} p95 ${s[Math.floor(s.length*0.95)]!.toFixed(1)} mean ${(d.reduce((a,b)=>a+b,0)/d.length).toFixed(1)}`); }
await browser.close();
