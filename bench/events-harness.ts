// Builds bench/events-harness (the rain scene alone at 300 packets) with Vite into a temporary
// folder, serves it on loopback and prints its frame times with and without 4x CPU throttling.
import react from '@vitejs/plugin-react';
import type { Browser } from '@playwright/test';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { frameLine, recordFrames } from './frame-stats.ts';
import { freePort } from '../tests/harness/server-process.ts';

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.wav': 'audio/wav' };

function serve(dir: string, port: number) {
  return createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  }).listen(port, '127.0.0.1');
}

/** Frame times of the rain scene alone with each count of packets, at CPU x1 and x4. */
export async function rainHarnessFigures(browser: Browser, counts: readonly number[]): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-events-harness-'));
  await build({ root: join(import.meta.dirname, 'events-harness'), configFile: false, plugins: [react()], logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const port = await freePort();
  const server = serve(outDir, port);
  try {
    for (const packets of counts) for (const rate of [1, 4]) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(`http://127.0.0.1:${port}/?packets=${packets}`);
      await page.waitForFunction("window.__rain && window.__rain().stage === 'ready' && window.__rain().phase === 'raining'", null, { timeout: 60_000 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.waitForTimeout(1000); // let the pool fill the screen before measuring
      const stop = await recordFrames(page);
      await page.waitForTimeout(5000); // the measuring window itself
      console.log(`rain with ${packets} packets, the scene alone, CPU x${rate}: ${frameLine(await stop())}`);
      await page.close();
    }
  } finally {
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
