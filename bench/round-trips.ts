// Memory of the canvas pages over in-app visits: 20 home <-> /Live round trips (the showcase stage
// mounted and unmounted each time), after 3 warm-up trips; prints the stage WebGL contexts created
// and still alive, and the JS heap after a full GC before and after (budget: growth <= 2 MB, 0 live).
// The e2e suite checks the contexts on fewer trips; the heap is a figure, measured here.
//   npm run build && npm run bench:round-trips [-- trips] [--member]
import type { Page } from '@playwright/test';
import { heapMb } from './frame-stats.ts';
import { roundTrips, tripPage } from './round-trip-page.ts';

const trips = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 20);

/** Counts WebGL contexts of drawing canvases (not Pixi's 0x0 probe) and how many are still alive. */
async function countStages(page: Page): Promise<() => Promise<{ created: number; live: number }>> {
  await page.addInitScript(() => {
    const made: { gl: WeakRef<WebGLRenderingContext>; canvas: WeakRef<HTMLCanvasElement> }[] = [];
    (window as unknown as { __stages: typeof made }).__stages = made;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      const ctx = (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      if (ctx && (type === 'webgl' || type === 'webgl2') && this.width * this.height > 0 && !made.some((m) => m.gl.deref() === ctx)) {
        made.push({ gl: new WeakRef(ctx as WebGLRenderingContext), canvas: new WeakRef(this) });
      }
      return ctx;
    } as typeof original;
  });
  return () =>
    page.evaluate(() => {
      const made = (window as unknown as { __stages: { gl: WeakRef<WebGLRenderingContext> }[] }).__stages;
      return { created: made.length, live: made.filter((m) => m.gl.deref()?.isContextLost() === false).length };
    });
}

const { page, base, member, close } = await tripPage('round-trips');
try {
  const stages = await countStages(page);
  await page.goto(`${base}/#/`);
  const trip = roundTrips(page);
  await trip(3);
  const before = await heapMb(page);
  await trip(trips);
  const after = await heapMb(page);
  const figures = await stages();
  console.log(`home <-> /Live x${trips} (after 3 warm-up trips${member ? ', signed in' : ''}): stage WebGL contexts created ${figures.created}, live after ${figures.live}`);
  console.log(`JS heap after GC: ${before.toFixed(1)} MB -> ${after.toFixed(1)} MB, growth ${(after - before).toFixed(2)} MB (budget 2 MB)`);
} finally {
  await close();
}
